import ranked from './common-passwords.json' with { type: 'json' };

/**
 * The 1,000 most common passwords that are at least 8 characters long (shorter ones are refused by
 * length already), most common first. Source: the ranked password list of zxcvbn
 * (@zxcvbn-ts/language-common 4.1.3, MIT licence, Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.).
 * A JSON file, so that the bundled server carries it (esbuild inlines it) without reading a file.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(ranked);
