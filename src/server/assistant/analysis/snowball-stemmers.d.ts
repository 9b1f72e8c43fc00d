// The package ships no types; this is the part of its API the analyzer uses.
declare module 'snowball-stemmers' {
  export interface SnowballStemmer {
    stem(word: string): string
  }
  export function newStemmer(language: string): SnowballStemmer
  export function algorithms(): string[]
}
