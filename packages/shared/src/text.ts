/** Cuts `text` to at most `max` characters: the first `max - 3` plus '...' (document 1 section 5, document 3 panel 21). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

/** Service names: 35 characters (32 plus dots). */
export const SERVICE_NAME_MAX = 35;
/** Operator alerts are cut at 200 characters, with show more/less. */
export const OPERATOR_ALERT_MAX = 200;
/** Memo titles 56 (53 plus '...'), memo messages 105 (102 plus '...'). */
export const MEMO_TITLE_MAX = 56;
export const MEMO_MESSAGE_MAX = 105;

export const shortenServiceName = (name: string): string => truncate(name, SERVICE_NAME_MAX);
