/**
 * Die deutschen Wörter der Mails, die ein Konto für jemand anderen eröffnen: die Einladung eines
 * Betrachters durch einen Kunden und der Einrichtungslink eines von der Administration eröffneten
 * Kontos (docs/back-office.md#roles). In `de.ts` eingefügt.
 */
export const invitationMailTexts = {
  viewerInvitation: {
    subject: (client: string) => `Einladung von ${client}: Lesezugriff auf ein Alpora-Dashboard`,
    preview: 'Eröffnen Sie ein Konto mit reinem Lesezugriff, um die Portfolios zu sehen.',
    heading: 'Sie sind zu einem Dashboard eingeladen',
    body: (client: string, clientEmail: string) =>
      `${client} (${clientEmail}) hat diese Adresse eingeladen, das Alpora-Dashboard dieses Kunden zu lesen: Portfolios, Positionen und Orders. Ein Betrachter kann nur lesen; er kann weder handeln noch Einstellungen ändern.`,
    button: 'Einladung annehmen',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (days: number) =>
      `Der Link funktioniert einmal und ${days} Tage lang. Auf der Seite, die er öffnet, wählen Sie einen Benutzernamen und ein Passwort.`,
    ignore:
      'Kennen Sie diese Person nicht, können Sie diese E-Mail ignorieren: Ohne Ihr Zutun wird kein Konto eröffnet.',
    reason:
      'Sie erhalten diese E-Mail, weil ein Kunde von Alpora diese Adresse angegeben hat, um ihr Lesezugriff zu gewähren.',
  },
  accountSetup: {
    subject: 'Richten Sie Ihr Alpora-Konto ein',
    preview: 'Wählen Sie zum Start ein Passwort.',
    heading: 'Ihr Alpora-Konto ist bereit zur Einrichtung',
    body: (username: string) =>
      `Für diese Adresse wurde ein Alpora-Konto mit dem Benutzernamen ${username} eröffnet. Wählen Sie sein Passwort mit der Schaltfläche unten.`,
    staff:
      'Es handelt sich um ein Konto für Mitarbeitende: Bevor der Link abgeschlossen wird, richten Sie zusätzlich eine Authenticator-App ein, denn Mitarbeitende melden sich immer mit einem zweiten Faktor an.',
    button: 'Mein Konto einrichten',
    linkIntro: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    validity: (hours: number) =>
      `Der Link funktioniert einmal und ${hours} Stunden lang. Danach bitten Sie die Person, die das Konto eröffnet hat, um einen neuen.`,
    reason: 'Sie erhalten diese E-Mail, weil die Administration von Alpora ein Konto für diese Adresse eröffnet hat.',
  },
};
