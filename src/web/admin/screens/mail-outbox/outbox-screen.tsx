export function OutboxScreen() { return null; }
