// Spelling cues that separate Norwegian (bokmål), Danish and Swedish inside one word. They come from the
// well-known orthographic differences between the three written standards; each cue gives evidence to the
// languages that use the spelling. The weights are in the same unit as one common word (see
// detect-language.ts) and are deliberately modest: a cue tips a close call, it never decides alone.
export type NordicLanguage = 'no' | 'da' | 'sv'

export interface NordicCue {
  /** Why the cue holds, for the reader. */
  reason: string
  pattern: RegExp
  evidence: Partial<Record<NordicLanguage, number>>
}

export const NORDIC_CUES: readonly NordicCue[] = [
  {
    reason: 'æ and ø are Norwegian/Danish letters; Swedish writes ä and ö',
    pattern: /[æø]/,
    evidence: { no: 1, da: 1 },
  },
  {
    reason: 'Danish keeps æ where bokmål writes e (ændre/endre, sætte/sette, næste/neste, hjælp/hjelp)',
    pattern: /æ/,
    evidence: { da: 0.5 },
  },
  { reason: 'the diphthong øy is bokmål; Danish writes øj, Swedish ö', pattern: /øy/, evidence: { no: 1.5 } },
  {
    reason: 'Danish writes ej/øj where bokmål writes ei/øy (vej/vei, nej/nei)',
    pattern: /[eø]j/,
    evidence: { da: 1, sv: 0.5 },
  },
  {
    reason: 'bokmål writes ei where Danish and Swedish write ej (vei, nei, hei, meir)',
    pattern: /ei/,
    evidence: { no: 0.5 },
  },
  {
    reason: 'bokmål keeps kj/gj/skj before front vowels where Danish writes k/g/sk (kjøpe/købe, gjøre/gøre)',
    pattern: /(?:^|[^s])[kg]j[eiyøæ]/,
    evidence: { no: 1 },
  },
  {
    reason: 'bokmål -sjon for -tion (stasjon, informasjon)',
    pattern: /sjon(?:en|er|ene)?$/,
    evidence: { no: 1.5 },
  },
  {
    reason: 'Danish and Swedish keep -tion',
    pattern: /tion(?:en|er|erne|erna|ens)?$/,
    evidence: { da: 1, sv: 1 },
  },
  { reason: 'Danish -hed for bokmål/Swedish -het', pattern: /hed(?:en|er|erne)?$/, evidence: { da: 1 } },
  {
    reason: 'bokmål/Swedish -het for Danish -hed',
    pattern: /het(?:en|er|ene)?$/,
    evidence: { no: 0.5, sv: 0.5 },
  },
  {
    reason: 'Danish definite plural -erne (bokmål -ene, Swedish -arna/-erna)',
    pattern: /erne$/,
    evidence: { da: 1 },
  },
  { reason: 'bokmål definite plural -ene', pattern: /[^aeiouyæøå]ene$/, evidence: { no: 0.75 } },
  {
    reason:
      'Swedish plurals in -ar/-or (bilar, hyror) where bokmål and Danish write -er; -tor/-tar excluded (motor)',
    pattern: /^\p{L}{3,}[^aeiouyæøåäöt](?:ar|or)$/u,
    evidence: { sv: 0.5 },
  },
  { reason: 'Swedish definite plural -arna/-orna/-erna', pattern: /(?:ar|or|er)na$/, evidence: { sv: 1 } },
  {
    reason: 'Danish writes the stressed imperative of -ere verbs with é (annullér, sortér)',
    pattern: /ér$/,
    evidence: { da: 2 },
  },
  {
    reason: 'Danish and Swedish neuter adjectives end in -igt/-ligt; bokmål drops the t (vanlig)',
    pattern: /igt$/,
    evidence: { da: 0.75, sv: 0.75 },
  },
  {
    reason:
      'bokmål and Swedish double a final consonant after a short vowel (takk/tak, minutt/minut, slukk/sluk)',
    pattern: /([bdfgklmnprst])\1$/,
    evidence: { no: 0.75, sv: 0.75 },
  },
  {
    reason: 'bokmål feminine definite -a (klokka, uka, boka) has no Danish counterpart',
    pattern: /^[a-zæøå]{2,}[^aeiouyæøå]a$/,
    evidence: { no: 0.5, sv: 0.5 },
  },
  {
    reason: 'bokmål assimilated nd to nn where Danish kept it (påminnelse/påmindelse, begynnelse/begyndelse)',
    pattern: /nnelse/,
    evidence: { no: 1 },
  },
  { reason: 'Danish -ndelse (påmindelse, begyndelse)', pattern: /ndelse/, evidence: { da: 0.5 } },
  {
    reason: 'bokmål nn where Danish writes nd (finner/finder, begynner/begynder, kvinne/kvinde)',
    pattern: /^(?!kunne$|denne$)\p{L}*nn(?:e|er|es|et)$/u,
    evidence: { no: 0.5 },
  },
  {
    reason: 'Danish soft d after a vowel where bokmål writes t (ude/ute, mad/mat, gade/gate)',
    pattern: /[aeiouyæøå]de?$/,
    evidence: { da: 0.25 },
  },
]

/** Cues that span two words, matched on the lowercased message with single spaces. */
export const NORDIC_PHRASE_CUES: readonly NordicCue[] = [
  {
    reason: 'været after er/blir is bokmål "the weather"; Danish says vejret and uses været only after har',
    pattern: /\b(?:er|blir) været\b/u,
    evidence: { no: 1 },
  },
  {
    reason: 'Danish marks the infinitive with at, bokmål with å (kommer til at regne / kommer til å regne)',
    pattern: /\btil at\b/u,
    evidence: { da: 1.5 },
  },
  {
    reason:
      'at before a verb in -e is the Danish infinitive marker (bokmål å); at before a pronoun is "that"',
    pattern: /(?:^|\s)at (?!de |det |den |der |du |han |hun |jeg |vi |man |dere |dette )\p{L}{2,}e(?:\s|$)/u,
    evidence: { da: 0.75 },
  },
]
