/**
 * Two small word lists written by the team for the range measure (decision 0067): the function words, which
 * say nothing about vocabulary, and about a thousand of the most common English content words (in the
 * spirit of the first band of a frequency list such as West's General Service List, chosen by the team, not
 * copied from one). A content word outside the common list is "less frequent": the share of such words is
 * the lexical-sophistication part of range.
 */

const words = (list: string) => new Set(list.trim().split(/\s+/));

export const FUNCTION_WORDS = words(`
a an the this that these those my your his her its our their me him us them i you he she it we they
myself yourself himself herself itself ourselves themselves mine yours hers ours theirs
who whom whose which what where when why how whether if than then there here
and or but nor so yet for because although though while whereas since unless until as
of in on at by to from with without about into onto over under above below between among through during
before after around against along across behind beyond near off out up down upon within toward towards
be am is are was were been being have has had having do does did done doing
will would shall should can could may might must ought
not no yes all any some each every both either neither many much more most few less least
other another such same own only just very too also even still already again ever never always often
one two three four five six seven eight nine ten first second third last next
s t don doesn didn isn aren wasn weren haven hasn hadn won wouldn shouldn couldn can't cannot
oh ok okay please thank thanks dear hello hi mr mrs ms dr
`);

export const COMMON_WORDS = words(`
able accept account across act action activity actually add address admit adult advice afraid age ago
agree air allow almost alone along already answer anyone anything appear apply area arm arrive art ask
away baby back bad bag ball bank base bed begin believe best better big bill bit black blood blue board
boat body book born bottle box boy break bring brother build building business busy buy call car card
care carry case catch cause centre center certain chair chance change cheap check child children choose
city class clean clear close clothes club cold colour color come common company complete computer
continue control cook cool corner cost could country course cover create cross cup cut dark date
daughter day dead deal death decide deep department describe design detail die different difficult
dinner direction discuss doctor dog door draw dream dress drink drive drop dry early earth easy eat
effect egg else email end enjoy enough enter evening event everyone everything example expect
experience explain eye face fact fail fall family far farm fast father fear feel few field fight file
fill film final find fine finish fire fish floor fly follow food foot force forget form free friend
front full fun future game garden general get girl give glad glass go good government great green
ground group grow guess guy hair half hand happen happy hard hate head health hear heart heat heavy help
high hill history hit hold holiday home hope horse hospital hot hotel hour house huge human hundred
hungry hurt idea important include increase information inside interest interesting internet job join
just keep key kid kill kind king kitchen know lady land language large late laugh law lead learn leave
left leg let letter level lie life light like line list listen little live local long look lose lot
love low lunch machine main make man manager many market marry matter mean meet meeting member message
middle might mile milk mind minute miss mistake modern moment money month morning mother mountain mouth
move movie music name nation nature near need never new news nice night nobody noise normal north
nothing notice now number office old open order out outside page pain paper parent park part party pass
past pay people perhaps person phone photo pick picture piece place plan plant play player point police
poor popular possible post power prepare present pretty price problem program project pull push put
question quick quiet quite rain rather reach read ready real really reason receive red remember report
rest restaurant result return rich ride right ring river road room round rule run sad safe sale same
save say school sea seat second see seem sell send sentence serve set several shop short show shut sick
side sign simple sing sister sit situation size skill sleep slow small smile snow social someone
something sometimes son song soon sorry sort sound south space speak special spend sport spring staff
stand star start state station stay step stop store story street strong student study stuff style
subject success suddenly summer sun support sure surprise system table take talk tall taste teach
teacher team tell test thing think though thousand ticket time tired today together tomorrow tonight
top total touch town trade train travel tree trip trouble true try turn type understand until use
usually visit voice wait walk wall want war warm wash watch water way wear weather week weekend welcome
well west white whole wife win window winter wish woman wonder word work worker world worry write wrong
year yesterday young
went gone came saw seen took taken got made told gave given found thought bought brought left felt kept met paid
sent spent spoke spoken wrote written ate eaten drank drove knew known began became built lost sold stood understood
men women worse said heard held ran sat slept taught
able accident achieve across activity advantage afternoon airport angry animal apartment
arrange article attention aunt autumn available average beach beautiful bedroom behaviour believe bike
birthday boring borrow boss bottom brain bread breakfast bridge bright brown bus cake camera capital
careful cat celebrate century cheese chicken clock cloud coat coffee college colleague contact
conversation correct cousin crowd culture customer dance danger dangerous decision degree delicious
dentist desk dictionary diet dirty disease distance double download east education electric
elevator employee empty engineer english environment exam excellent excited exciting exercise expensive
factory famous fantastic fashion favourite favorite feeling festival fever fit flat flight flower fresh
fridge friendly fruit funny furniture gift goal gold grandfather grandmother guest guitar gym habit
hat healthy helpful hobby homework honest hungry husband ice ill improve instead interview invite
island jacket journey juice lake laptop lazy lesson library lift lovely luck lucky mall map meal meat
medicine menu mobile museum nervous newspaper noisy nurse ocean online orange pack pair passport
patient pen pencil perfect pet petrol phone plane plate pocket polite pool practice practise pray
prefer prize programme public rainy relax rent repair rice road salad salary sandwich science season
shirt shoe shopping shower silver singer sky smell soup spicy stadium storm subject sugar suitcase
sunny supermarket sweet swim tea telephone temperature tennis terrible text theatre thin toilet tooth
tour tourist traffic uncle university useful vacation vegetable village wallet weekday wet wind wonderful
`);

/** Inflections are counted as their base word: "reports", "reported" and "reporting" are as common as "report". */
export function baseForms(lower: string): string[] {
  const forms = [lower];
  const add = (form: string) => form.length >= 2 && forms.push(form);
  if (lower.endsWith('ies')) add(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es')) add(lower.slice(0, -2));
  if (lower.endsWith('s')) add(lower.slice(0, -1));
  if (lower.endsWith('ied')) add(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('ed')) {
    add(lower.slice(0, -2));
    add(lower.slice(0, -1));
    if (/(.)\1ed$/.test(lower)) add(lower.slice(0, -3));
  }
  if (lower.endsWith('ing')) {
    add(lower.slice(0, -3));
    add(`${lower.slice(0, -3)}e`);
    if (/(.)\1ing$/.test(lower)) add(lower.slice(0, -4));
  }
  if (lower.endsWith('ly')) add(lower.slice(0, -2));
  if (lower.endsWith('er')) add(lower.slice(0, -2));
  if (lower.endsWith('est')) add(lower.slice(0, -3));
  return forms;
}

export const isFunctionWord = (lower: string) => FUNCTION_WORDS.has(lower);
export const isCommonWord = (lower: string) =>
  baseForms(lower).some((form) => COMMON_WORDS.has(form) || FUNCTION_WORDS.has(form));
