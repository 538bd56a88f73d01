export function PressEditScreen() { return null; }
