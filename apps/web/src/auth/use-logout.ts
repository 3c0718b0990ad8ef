import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trpc, wsClient } from '@/lib/trpc.ts';

/** 'Logga ut': ends the session, forgets every cached answer and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = trpc.auth.logout.useMutation({
    onSettled: () => {
      void wsClient.close();
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
