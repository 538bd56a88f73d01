export function MailScreen() { return null; }
