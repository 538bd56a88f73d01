export function MessagesScreen() { return null; }
