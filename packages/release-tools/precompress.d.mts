export const TEXT_EXTENSIONS: string[];
export function precompressFolder(dir: string): { raw: number; br: number; written: number };
