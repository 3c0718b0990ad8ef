import type { Prisma } from '@prisma/client';

/** Example autoreply suggestions of the demo (maintained in the suggestions admin). */
export const SUGGESTIONS: Prisma.SuggestionCreateManyInput[] = [
  {
    category: 'Faktura',
    title: 'Faktura skickad igen',
    message:
      'Hej! Vi har nu skickat fakturan igen till den e-postadress vi har registrerad. Hör gärna av dig om den inte kommer fram. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Faktura',
    title: 'Anstånd beviljat',
    message:
      'Hej! Vi har beviljat anstånd med betalningen. Det nya förfallodatumet syns på Mina sidor. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Faktura',
    title: 'Autogiro registrerat',
    message:
      'Hej! Ditt autogiromedgivande är registrerat och dras från och med nästa faktura. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Bredband',
    title: 'Starta om routern',
    message:
      'Hej! Prova att dra ur strömsladden till routern och fiberkonvertern, vänta 30 sekunder och koppla in dem igen. Hör av dig om problemet kvarstår. Med vänlig hälsning, Sappa Teknisk support',
  },
  {
    category: 'Bredband',
    title: 'Driftstörning i området',
    message:
      'Hej! Det pågår just nu en driftstörning i ditt område. Våra tekniker arbetar på att lösa felet. Aktuell status finns på sappa.se/driftstatus. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'TV',
    title: 'Kanalsökning',
    message:
      'Hej! Gör en ny kanalsökning via Meny > Inställningar > Kanalsökning på din TV-box. Det tar cirka fem minuter. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'TV',
    title: 'Programkortet parat',
    message:
      'Hej! Vi har nu parat ditt programkort med TV-boxen. Det kan ta upp till en timme innan alla kanaler syns. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Allmänt',
    title: 'Tack för kontakten',
    message:
      'Hej! Tack för att du kontaktade oss. Ärendet är nu avslutat. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Allmänt',
    title: 'Behöver mer information',
    message:
      'Hej! För att vi ska kunna hjälpa dig behöver vi lite mer information. Svara gärna på detta meddelande med ditt kundnummer och en beskrivning av problemet. Med vänlig hälsning, Sappa Kundservice',
  },
  {
    category: 'Flytt',
    title: 'Flytt registrerad',
    message:
      'Hej! Din flytt är registrerad. Tjänsterna flyttas med till den nya adressen på flyttdagen. Flyttavgiften på 150 kr kommer på nästa faktura. Med vänlig hälsning, Sappa Kundservice',
  },
];
