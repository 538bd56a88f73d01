export function NewsletterScreen() { return null; }
