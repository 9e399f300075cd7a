# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""A fourth, independent set of English phone-call transcripts in speech-recogniser (ASR) style, with gold PII.
Thirty calls in domains kept apart from the first three sets (make_en_calls_asr.py, make_en_calls_asr2.py,
make_en_calls_asr3.py): a car repossession, a college admissions office, a food-bank volunteer line, a hearing-aid
clinic, a property-tax appraisal protest, a child-support agency, a pool-cleaning service (Australia), a kitchen
remodel quote (Australia), an elevator repair dispatch, a crypto exchange support line, an immigration law firm, a
home-alarm monitoring centre, a church office booking a christening (England), a marina slip rental (Canada), a
piano tuner (Wales), a museum membership, a youth hockey league registration (Canada), a fertility-clinic billing
office, a council bin collection (England), a tree-removal quote, a driving school (Australia), a pawn shop, a DNA
test-kit support line, a lottery prize claim, an airport car service, a ski season pass (Canada), a party caterer,
an electric-vehicle charging support line, a window cleaner (England) and a chimney sweep.
Three calls contain no PII at all (EV charging, window cleaner, chimney sweep).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", "triple", the odd "for" for four
and "to" for two), e-mails and user names read aloud, letters spelled out ("m c e l r o y", "n i a m h"),
disfluencies, repeated words, self-corrections, cut-off turns, names mis-heard or split by the engine ("mack elroy",
"mara villa lobos", "mac kenzie", "neve" for niamh), and one e-mail the engine normalised itself.  Some calls have
engine punctuation, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "speaker 1:/speaker 2:",
"A:/B:", one unlabelled line per turn, one block.  Calls from Canada, England, Wales and Australia use their own
phone-number and postcode forms (checked below: UK 0 + ten digits, Australian 0 + nine digits, Canadian "a9a 9a9",
UK "aa9 9aa", Australian four-digit postcodes; a UK sort code or Australian BSB is a six-digit BANK_ACCOUNT).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, possessive 's and trailing punctuation stay outside; a wrong value
  fully spoken and then corrected is annotated as its own entity; names that are also words (see NAME_WORDS) are
  annotated only where they name a person; pet names, boat names, products and makes (a broadwood, a les paul),
  card brands, toll-free numbers, 911, extensions, room / unit / slip / charger / flight numbers, prices, counts,
  times, weekdays are not annotated; a name's or value's spelling (SPELLED_SEQUENCE) shares the entity of what it
  spells; "last four" of a card or account -> GENERIC_ID, "last four of my social" -> US_SSN; other national ids
  (an A-number, a health card, a licence or permit) -> GENERIC_ID; city, state and zip after a street address are
  separate spans; a named organisation containing a place is one span; venues, parks, arenas, buildings and
  landmarks are LOCATION; a church, a pub or a school is ORGANIZATION_NAME; dates include a leading "the" ("the
  twenty third of june"); a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr4.jsonl and
en_calls_asr4.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr4.py
"""
from call_sets import aba, aba_valid, card, for_four, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"will", "may", "june", "august", "sue", "rocky", "ollie"}


CC_MARINA = card("520473391860245")     # mastercard, 16 digits
CC_MUSEUM = card("37823105966142")      # amex, 15 digits
CC_DRIVING = card("456471209938517")    # visa (australian), 16 digits
CC_LIMO = card("414899027365140")       # visa, 16 digits
CC_SKI = card("545981336207724")        # mastercard, 16 digits
RTN_REPO, ACCT_REPO = aba("10310397"), "40219876533"
RTN_CHILD, ACCT_CHILD = aba("32227162"), "0048817265"

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, A:/B:), "speakers"
# (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one line).
CALLS = [
    ("car repossession", "labels", f"""
agent: thank you for calling [[westlake financial|ORG]] recovery department this call may be recorded my name is [[quentin|PER]]
customer: yeah um my truck got towed from my job this morning and the guy said it was a repo
agent: okay i can look into that for you can i have the account number
customer: i don't i don't have it on me can you look it up by name
agent: sure what's the full name
customer: [[dashawn mcelroy|PER|dashawn]] that's [[m c e l r o y|SPELL|dashawn]]
agent: and to verify the last four of your social
customer: [[three eight oh six|SSN]]
agent: and your date of birth
customer: [[january thirtieth ninety one|DOB]]
agent: thank you mister [[mack elroy|PER|dashawn]] okay i have the account [[w l, six six oh two, four one nine eight|ID]] for the twenty eighteen silverado and it shows three payments past due
customer: i know i know i was gonna catch it up friday
agent: i understand so the vehicle was recovered at six fifty this morning from [[ninety five eighty old national highway|ADR]] in [[college park|LOC]]
customer: yeah that's the warehouse
agent: to get it back you'd need to bring the account current that's one thousand six hundred forty two plus a repossession fee of four twenty five and the lot charges twenty five a day for storage
customer: where's it at
agent: it's at [[peach state recovery|ORG|peach]] in [[east point|LOC]] and for your personal items you can call them directly at [[four oh four, seven six two, double one eight three|TEL]]
customer: my tools are in there man i need those for work
agent: they have to release personal property at no charge you just need a photo id
customer: okay can i pay the sixteen forty two today and the rest friday
agent: yes i can take it from a checking account
customer: it's a [[chime|ORG]] account the routing is [[{say(RTN_REPO, "111 111 111", doubles=True)}|BANK]]
agent: and the account number
customer: [[{say(ACCT_REPO, "1111 1111 111")}|BANK]]
agent: okay that's scheduled your confirmation number is [[r d, seven seven one oh four|ID]] and once the rest is paid we fax the release to [[peach state|ORG|peach]]
customer: can you text me the address of the lot
agent: sure is [[six seven eight, five five oh, two nine three one|TEL]] still your cell
customer: yep
agent: sent and if you need me again it's extension four four one
"""),
    ("college admissions office", "speakers", """
speaker 1: undergraduate admissions at the [[university of vermont|ORG]] this is [[brianna|PER]] how can i help
speaker 2: hi uh yes i'm calling for my daughter she applied early action and her portal says there's a missing item
speaker 1: okay are you listed as a parent on the application
speaker 2: yes i'm her father [[arturo villalobos|PER|arturo]]
speaker 1: and the student's name and date of birth
speaker 2: [[xiomara villalobos|PER|xiomara]] [[x i o m a r a|SPELL|xiomara]] and she was born [[march third two thousand seven|DOB]]
speaker 1: thank you i see her application id [[u v m, two five, oh four four eight one|ID]] and it's the school report that's missing the counselor form
speaker 2: her counselor said she sent it weeks ago missus [[abernathy|PER]] at [[brewster high school|ORG]]
speaker 1: sometimes documents come in under a different name does she go by anything else
speaker 2: oh yeah everybody calls her [[mara|PER|xiomara]]
speaker 1: there it is it was matched to a [[mara villa lobos|PER|xiomara]] with no date of birth so it sat in the unmatched queue i'll attach it now
speaker 2: oh thank god
speaker 1: so her file is complete and early action decisions go out in mid december
speaker 2: and she logs in with her username right it's [[x villalobos oh seven|USER]]
speaker 1: yes that's the one and we'll also email her at [[xiomara dot v at icloud dot com|MAIL]] when the decision posts
speaker 2: okay and she wanted to do an overnight visit is that still possible
speaker 1: yes the last visit day is friday [[november twenty first|DATE]] tours start at the [[davis center|LOC]] at ten
speaker 2: and can i get a call back in case it disappears again what number should i give you
speaker 1: yes please
speaker 2: my cell [[nine one four, two seven nine, four four oh six|TEL]]
speaker 1: okay and my direct extension is three three one if you need me
speaker 2: thank you so much [[brianna|PER]]
"""),
    ("food bank volunteer line", "turns", """
[[second harvest heartland|ORG]] volunteer services, this is [[bao|PER]]
hi, um, i signed up a group from work for a shift and i need to change the headcount
sure, what's the group name?
it's under [[medtronic|ORG]], the, uh, the quality engineering team
and the group leader?
that's me, [[rhiannon castellanos|PER|rhiannon]]
okay, i found it. saturday [[the eighth|DATE]], nine to noon, at the [[maplewood|LOC]] warehouse, twenty people
right, so now it's more like twenty six. can we add six?
let me look. the cap for that shift is thirty, so yes, you're fine
great. and two of them are kids, is that okay?
they need to be twelve or older with a parent there, and i'll need each minor's name and birthday for the waiver
okay so my son [[caden|PER]], he's thirteen, his birthday's [[june ninth twenty eleven|DOB]]
mhm
and my coworker's daughter [[paisley|PER]], uh, [[october second twenty twelve|DOB]]
got it. wear closed toe shoes, no dangly jewelry, and you'll mostly be packing cereal
ha okay. where do we park?
use the back lot off [[county road b|LOC]], the address for your gps is [[thirteen forty county road b east|ADR]]
and can you email me the waiver?
sure, what's the email?
[[r castellanos at medtronic dot com|MAIL]]
and a cell for the day of?
[[six five one, four oh eight, nine two seven seven|TEL]]
okay, your group confirmation is [[v g, four one one seven|ID]], and my coworker [[hamid|PER]] will meet you at door three
perfect, thank you [[bao|PER]]
"""),
    ("hearing aid clinic", "labels", """
rep: good afternoon, [[beltone spokane valley|ORG]], this is [[verna|PER]].
caller: hi, uh, this is [[leroy pettibone|PER|leroy]]. i got my hearing aids from you in the spring and the left one's whistling at me.
rep: oh, i'm sorry, mister [[pettibone|PER|leroy]]. can you confirm your date of birth for me?
caller: [[the second of august, nineteen forty six|DOB]].
rep: thank you. okay, i see the pair that doctor [[hollister|PER]] fitted on [[april twenty second|DATE]].
caller: that's right. she's terrific.
rep: the whistling is usually wax in the receiver or a loose dome. they're under warranty for three years, so no charge. can you read me the serial number on the left one? it's tiny, on the inside of the case.
caller: hold on, i need my glasses... okay, it says [[two two one seven, six six four oh|ID]].
rep: perfect, that matches. can you come in thursday [[the twelfth|DATE]] at ten forty?
caller: my daughter drives me and she works thursdays. could we do friday?
rep: friday [[the thirteenth|DATE]] at one fifteen.
caller: that's fine. it's my daughter [[noreen|PER]] who brings me, could you call her with the reminder? her number's [[five oh nine, nine two two, oh four one eight|TEL]].
rep: sure, i'll add her. and is your insurance still [[premera blue cross|ORG]]?
caller: yes, but it's through [[boeing|ORG]] retiree now, so there's a new member number, [[p b c, eight eight two oh four, one one|ID]].
rep: got it, thank you. and you know where we are, [[fourteen ten north argonne road|ADR]], next to the [[safeway|ORG]].
caller: i know, i know. should i bring the charger?
rep: bring the charger and both aids. we'll see you friday, mister [[pettibone|PER|leroy]].
"""),
    ("property tax appraisal protest", "labels", """
A: [[travis central appraisal district|ORG]] customer service this is [[guillermo|PER]]
B: hi yeah we got our notice of appraised value and it went up like thirty percent i wanna protest it
A: okay do you have the property id it's in the top right corner of the notice
B: um it's [[seven oh four, two two nine|ID]]
A: and you are
B: [[priya natarajan|PER|priya]] the house is in my name and my husband's [[owen strand|PER|owen]]
A: thank you and the property address
B: [[eleven oh nine east forty sixth street|ADR]] [[austin|LOC]] [[seven eight seven five one|PC]]
A: okay so the market value went from four eighty two to six twenty one thousand
B: right and the house around the corner on [[avenue h|LOC]] sold in july for five ninety and it's bigger than ours
A: you can use that as evidence the deadline to protest is [[may fifteenth|DATE]] or thirty days after the notice was mailed whichever's later
B: can i do it online
A: yes you'll need the pin from the notice it's right under the barcode
B: oh here it is [[r x four, seven t two|ID]]
A: that's it you can file on the portal and you'll be offered an informal review first with one of our appraisers usually by phone
B: and if that doesn't work
A: then it goes to a formal hearing with the appraisal review board here at [[eighty three fourteen cross park drive|ADR]]
B: my neighbor used [[lone star tax consultants|ORG]] is that worth it
A: i can't advise you on that they usually take a percentage of the savings
B: okay um can you put a note that the best number for the appraiser is my cell [[five one two, seven seven oh, three one nine four|TEL]] and my email is [[priya natarajan seventy seven at proton dot me|MAIL]]
A: done and your reference for today's call is [[p r, two five, oh eight eight one four|ID]] the appraiser will probably be [[delphine|PER]] she covers that neighborhood
B: great thanks [[guillermo|PER]]
"""),
    ("child support agency", "speakers", f"""
speaker 1: thank you for calling the [[california department of child support services|ORG]] my name is [[evelyn|PER]] can i have your case number
speaker 2: um i have the participant number is that the same
speaker 1: that works
speaker 2: [[two oh oh, four eight seven, one one six, three|ID]]
speaker 1: and your full name
speaker 2: [[guadalupe arreola|PER|lupe]] but i go by [[lupe|PER|lupe]]
speaker 1: and for verification your social security number
speaker 2: [[five six two, eight one, four oh three seven|SSN]]
speaker 1: thank you how can i help
speaker 2: i haven't gotten a payment in like two months and i have two kids
speaker 1: let me see i have two children on the case can you give me their names and birth dates
speaker 2: [[mateo garza|PER|mateo]] [[the fourth of november twenty fifteen|DOB]] and [[sofia garza|PER|sofia]] [[july nineteenth twenty eighteen|DOB]]
speaker 1: okay so the other parent [[renaldo garza|PER|renaldo]] his employer [[sysco|ORG]] reported that he separated in february so the wage withholding stopped
speaker 2: he's working at a body shop now in [[fresno|LOC]] i think it's called [[big valley collision|ORG]]
speaker 1: that's very helpful i'll send them an income withholding order
speaker 2: how long does that take
speaker 1: usually one to two pay cycles and if there's arrears we can also intercept a tax refund
speaker 2: okay and i changed banks can i update my direct deposit
speaker 1: sure the one on file ends in [[four four nine two|ID]]
speaker 2: yeah that one's closed the new routing is [[{say(RTN_CHILD, "111 111 111")}|BANK]]
speaker 1: and the account
speaker 2: [[{say(ACCT_CHILD, "111 1111 111", doubles=True)}|BANK]]
speaker 1: okay updated and the phone number [[five five nine, two six four, oh oh one eight|TEL]] is that still good
speaker 2: yes
speaker 1: okay it takes about ten days to verify a new account and you can check the status any time on the automated line one eight six six, nine oh one, three six eight three
"""),
    ("pool cleaning service, australia", "labels", """
agent: morning, [[poolwerx mona vale|ORG]], [[bronte|PER]] speaking.
customer: oh hi, it's [[callum fitzgerald|PER|callum]], we're on the fortnightly service.
agent: hi [[callum|PER|callum]], what's the address there?
customer: [[twenty seven bungan street|ADR]], [[mona vale|LOC]].
agent: yep, got you. what's happening?
customer: so after that storm on the weekend the pool's gone completely green, like swamp green, and [[jarrah|PER]] isn't due out till [[the nineteenth|DATE]].
agent: no worries, we can do a green to clean visit. it's a hundred and eighty for the callout plus chemicals, usually another hundred and twenty or so.
customer: yeah, fine, just get it sorted, we've got the kids' party on the saturday.
agent: i can get someone there tomorrow between seven and eleven. will the side gate be unlocked?
customer: yep, and ollie will be inside so don't worry about the dog.
agent: lovely. now you're on invoice at the moment, did you want to switch to direct debit? you mentioned it last time.
customer: yeah, let's do that. bsb is [[oh six two, one four eight|BANK]] and the account is [[one oh four eight, two seven three six|BANK]].
agent: and that's in your name?
customer: mine and my wife's, [[sinead|PER]].
agent: perfect. and best mobile is still [[oh four one two, five five eight, three oh nine|TEL]]?
customer: that's it.
agent: and the postcode for billing is [[two one oh three|PC]]?
customer: yep.
agent: great, i'll email the direct debit form to [[cal dot fitz at bigpond dot com|MAIL]], just sign it and send it back. your job number for tomorrow is [[p w, eight eight three oh one|ID]].
customer: beauty. oh and should i grab some shock from [[bunnings|ORG]] in the meantime?
agent: nah, leave it to us, too much and you'll bleach the liner.
customer: ha, fair enough. cheers, [[bronte|PER]].
"""),
    ("kitchen remodel quote, australia", "block", """
[[coastline cabinetry|ORG]] [[scott|PER]] speaking hi there my name's [[anneke de vries|PER|anneke]] um we're looking at
redoing our kitchen and our neighbour [[mel|PER]] said you did hers last year oh yeah on [[tingal road|LOC]] in
[[wynnum|LOC]] yeah that's her she loves it so we're keen to get a quote no worries what are you thinking just the
cabinets or the whole lot the whole lot really benchtops splashback and maybe move the sink to the island we've had
one quote from [[ikea|ORG]] but honestly i'd rather go local sure moving the sink means a plumber and probably a
sparky so it adds up ballpark for a full kitchen with stone benchtops you're looking at twenty eight to thirty five
grand oh okay that's about what we thought um do you do the measure for free yeah measure and design are free i can
come out [[the twenty eighth|DATE]] in the arvo around three how's that that works what's the address [[nine seagull avenue|ADR]]
[[wynnum west|LOC]] [[four one seven eight|PC]] and the best number [[oh four three eight, seven seven two, one oh five|TEL]]
and sorry your surname again [[de vries|PER|anneke]] [[d e v r i e s|SPELL|anneke]] two words and an email for the design files
[[anneke dot devries at outlook dot com dot au|MAIL]] lovely i'll book you in as job [[c c, oh nine one two|ID]] will
anyone else be home my husband [[joost|PER]] he works from home so he'll let you in oh and just a heads up we've got a
big dog called rocky he's all bark no worries i love dogs see you on the twenty- on [[the twenty eighth|DATE]] then
[[anneke|PER|anneke]] ta bye
"""),
    ("elevator repair dispatch", "labels", """
rep: [[otis|ORG]] service center, this is [[fatima|PER]]. is anyone trapped in the elevator?
caller: no, no one's trapped, thank god. but car two is stuck on four with the doors open and it's beeping.
rep: okay. what's the building address?
caller: [[two twenty five south sixth street|ADR]], downtown [[minneapolis|LOC]], it's [[capella tower|LOC]].
rep: and can i get your name?
caller: [[gunnar lindgren|PER|gunnar]], i'm the chief engineer for [[brookfield properties|ORG]] here.
rep: thank you, [[gunnar|PER|gunnar]]. do you have the state elevator id? it's on the certificate inside the car.
caller: uh, yeah, it's [[e l, three one two oh six|ID]].
rep: got it. i'm dispatching your route mechanic, [[terrence|PER]]. he's finishing a call in [[saint paul|LOC]], so maybe forty five minutes.
caller: okay. tell him to come in through the loading dock on [[marquette avenue|LOC]], the front's closed for the farmers market.
rep: will do. and a callback number?
caller: [[six one two, eight oh three, four four one seven|TEL]], or the security desk at extension two two oh.
rep: okay. your service request number is [[s r, seven seven two, four oh five|ID]]. i'm also seeing the last inspection was [[september ninth|DATE]] and it passed.
caller: yeah, it's been fine until today. can you email me the report when he's done?
rep: sure, what's the email?
caller: [[g lindgren at brookfield props dot com|MAIL]].
rep: okay, and keep car two shut down until [[terrence|PER]] gets there.
caller: will do, thanks.
"""),
    ("crypto exchange support", "labels", """
agent: thanks for calling [[kraken|ORG]] support, my name is [[emeka|PER]]. how can i help you today?
customer: hi, yeah, my account got restricted this morning and there's a, there's a withdrawal on it that i did not make.
agent: i'm sorry to hear that, let's get you verified first. what's the email on the account?
customer: [[thane.whitcombe@gmail.com|MAIL]].
agent: and your full name?
customer: [[thane whitcombe|PER|thane]].
agent: thank you. and the last four of your social?
customer: [[two seven one one|SSN]].
agent: and your date of birth?
customer: [[five fourteen eighty nine|DOB]].
agent: thank you, mister [[whitcomb|PER|thane]]. okay, so the restriction was placed by our security team because of a sign in from [[bucharest|LOC]], [[romania|LOC]], on [[november third|DATE]] at about four a.m. your time.
customer: i've never even been there.
agent: right. and then a send of zero point four two eth to an external wallet.
customer: that's like thirteen hundred dollars.
agent: i understand. the account is locked now so nothing else can go out. i'm opening a case for you, it's [[k r, oh nine one four, five five two, seven|ID]].
customer: can i get it back?
agent: i have to be honest with you, crypto sends can't be reversed. but the case goes to our investigations team, and i'd also report it to the [[f b i|ORG]] at i c three dot gov.
customer: okay.
agent: did you use the same password anywhere else? your username is [[t whitcombe eighty nine|USER]], so someone may have tried it from another leak.
customer: maybe, my old [[yahoo|ORG]] had the same one.
agent: change it everywhere. also, your linked bank, the [[ally|ORG]] account ending in [[eight two oh four|ID]], do you want to keep that linked?
customer: yes, that's fine, nothing came out of it.
agent: okay. and is [[three three six, seven one four, two oh nine eight|TEL]] still your phone? we'll text when the review's done.
customer: yes.
agent: and set up a security key or app based two factor instead of text, that's the safest.
customer: will do. thanks, [[emeka|PER]].
"""),
]
CALLS += [
    ("immigration law firm", "speakers", """
speaker 1: law offices of [[hadley and moreno|ORG]] this is [[ana lucia|PER]] speaking
speaker 2: hi good morning my name is [[oluwaseun adebayo|PER|seun]] i'm a client of attorney [[moreno|PER|moreno]]
speaker 1: good morning can you spell your first name for me
speaker 2: sure [[o l u w a s e u n|SPELL|seun]]
speaker 1: thank you and your date of birth
speaker 2: [[the fifth of may nineteen ninety two|DOB]]
speaker 1: okay i have your file what can i help you with
speaker 2: so i got my biometrics notice for the i four eighty five and the appointment is on a day i'm traveling for work
speaker 1: okay what's the receipt number on the notice
speaker 2: it's [[i o e, oh nine one three, four four seven, two six eight|ID]]
speaker 1: and the appointment
speaker 2: [[january eighth|DATE]] at the [[milwaukee|LOC]] application support center
speaker 1: you can request to reschedule online but since your case is employment based i'd like attorney [[moreno|PER|moreno]] to know are you still with [[epic systems|ORG]] in [[verona|LOC]]
speaker 2: yes same job same title
speaker 1: good that matters for the ac twenty one do you have your a number handy
speaker 2: [[a two one four, five five eight, oh nine three|ID]]
speaker 1: and is your wife [[funmilayo|PER]] rescheduling hers too or is hers on a different day
speaker 2: hers is the same day same time
speaker 1: okay i'll prepare both requests you'll get them by email at [[seun dot adebayo at gmail dot com|MAIL]] to sign
speaker 2: and my passport renewal came through should i send the new number
speaker 1: yes please
speaker 2: it's [[b zero four, seven seven one, four two nine|ID]]
speaker 1: and the best number to reach you
speaker 2: [[six oh eight, two two one, five nine four oh|TEL]]
speaker 1: okay i'll have attorney [[moreno|PER|moreno]] call you before friday
"""),
    ("home alarm monitoring", "labels", """
A: hello, this is [[jolene|PER]] with [[adt|ORG]] monitoring. we're receiving a back door alarm at [[six forty two wanaao road|ADR]] in [[kailua|LOC]]. am i speaking with [[phyllis okamoto|PER|phyllis]]?
B: yes, this is she. oh dear, what?
A: the back door sensor went off at two forty one, and then motion in the hallway. are you at home?
B: i'm at home, i'm in the kitchen. oh, oh, it's probably my grandson [[tavita|PER]], he's staying with us and he came in the back.
A: okay. i just need to verify, can you read me the customer number on the sticker by your keypad?
B: hold on, let me get my glasses... [[a d t, two two nine four, oh eight one seven|ID]].
A: thank you. so do you want me to cancel the dispatch to [[honolulu police|ORG]]?
B: yes, please cancel, i'm so sorry.
A: no problem at all. i'd recommend giving your grandson his own user code so it doesn't happen again, the installer from [[island alarm and sound|ORG]] can set that up.
B: okay. oh, and while i have you, we're going to [[maui|LOC]] [[the twentieth|DATE]] through [[the twenty sixth|DATE]], can you put that on the vacation list?
A: sure. and who's the key holder while you're away?
B: our neighbour, [[kalani makoa|PER|kalani]], [[eight oh eight, three nine five, one seven two six|TEL]].
A: and the secondary contact is still [[wallace okamoto|PER|wallace]] at [[eight oh eight, two six one, four oh three three|TEL]]?
B: that's my son, yes.
A: okay, you're all set, missus [[okamoto|PER|phyllis]]. have a nice trip.
"""),
    ("church office, christening, england", "turns", """
good morning, [[saint bartholomew's|ORG]] parish office, [[margaret|PER]] speaking
oh hello, um, i'm ringing about getting our little one christened
oh lovely. do you live in the parish?
we're in [[headingley|LOC]], just off the main road
that's us then. what's the baby's name?
[[neve|PER|niamh]], it's the irish spelling though, [[n i a m h|SPELL|niamh]]
oh that's beautiful. and her date of birth?
[[fourteenth of february|DOB]], so she's a valentine's baby
aw. and the parents' names?
i'm [[ciara doherty|PER|ciara]] and my partner's [[ravi mistry|PER|ravi]]
so we do baptisms on the second and fourth sunday at half twelve, after the main service. the next one i've got free is [[the twenty third of june|DATE]]
that's perfect actually, my mam's coming over from [[dublin|LOC]] that week
you'll need to come to a little preparation evening with the vicar, reverend [[hargreaves|PER]], it's usually a tuesday at seven
that's fine. do the godparents have to come as well?
it's nice if they can but it's not essential. are they baptised themselves?
one is, my sister [[aoife|PER]]. the other one's [[ravi|PER|ravi]]'s mate from uni, he's hindu, is that okay?
we can talk about that with the vicar, he could be a sponsor. can i take a phone number?
[[oh seven nine one one, four oh three, two two eight|TEL]]
and an address for the certificate?
[[nineteen cardigan road|ADR]], [[leeds|LOC]], [[l s six, three b j|PC]]
and an email for the forms?
[[ciara dot doherty at btinternet dot com|MAIL]]
lovely, i'll send them over today. there's no fee, but there's a collection, and lots of families do flowers
brilliant, thank you so much
"""),
    ("marina slip rental, canada", "labels", f"""
agent: [[snug cove marina|ORG]] this is [[brigitte|PER]]
customer: hi there i'm calling about summer moorage for my sailboat
agent: sure how long is the boat
customer: she's thirty two feet overall with a beam of eleven
agent: okay for the season i have a slip on c dock that would fit it runs [[may first|DATE]] to [[september thirtieth|DATE]] and it's eighteen fifty a foot so about five ninety two for the season plus gst
customer: that's fine i've been on the waitlist at the one in [[horseshoe bay|LOC]] for two years
agent: ha yeah it's tough over there can i get your name
customer: [[hamish mcallister|PER|hamish]]
agent: and where are you coming from
customer: [[north vancouver|LOC|nv]] so i'd just take the boat across
agent: and the address for the contract
customer: [[three eleven east keith road|ADR]] in [[north van|LOC|nv]] [[v seven l, one v four|PC]]
agent: and the pleasure craft licence number it's on the bow
customer: [[one two e, four four five nine one|ID]] and she's called the wind dancer if that matters
agent: ha okay and we need proof of insurance with at least two million liability
customer: it's with [[intact|ORG]] i'll email you the certificate
agent: perfect and your email so i can send the contract
customer: [[hamish dot mca at shaw dot ca|MAIL]]
agent: and a phone number
customer: [[six oh four, nine eight one, two seven seven three|TEL]]
agent: to hold the slip we take a twenty five percent deposit on a card
customer: okay it's a mastercard [[{say(CC_MARINA, "1111 1111 1111 1111", doubles=True)}|CC]]
agent: thank you that went through your slip is c fourteen and the gate code will be on the contract
customer: and is there power on the dock
agent: thirty amp yes and water my manager [[teodor|PER]] will countersign and send it back by friday
customer: great thanks [[brigitte|PER]]
"""),
    ("piano tuner, wales", "block", """
[[gwilym price|PER|gwilym]] piano services hiya yes hello um is that [[gwilym|PER|gwilym]] it is yeah my name's
[[bethan lloyd|PER|bethan]] i got your number off the board in [[chapter arts centre|LOC]] i've got an old upright
that needs tuning lovely what make is it it's a broadwood it was my nan's oh nice one do you know when it was last
tuned honestly not since she passed so maybe six or seven years right it'll probably need a pitch raise then so two
tunings a few weeks apart it's sixty five pounds a visit or a hundred and ten if i book both together okay that's
fine my son [[osian|PER]] has his grade five with the [[a b r s m|ORG]] on [[the twenty fourth of march|DATE]] so
i'd like it sorted before then no problem where are you [[forty two llandaff road|ADR]] in [[canton|LOC]]
[[c f eleven, nine n h|PC]] ah yes near the [[cricketers|ORG]] i can do wednesday [[the ninth|DATE]] about ten or is
the afternoon better no the morning's fine i work from home and a number for you [[oh seven four double oh, nine one two, three six five|TEL]]
and i'll send you a reminder what's your email [[b lloyd eighty one at hotmail dot co dot uk|MAIL]] lovely and who
told you about me was it mister [[pugh|PER]] at the school he sends me loads of people oh ha no just the board but
[[osian|PER]]'s teacher is mister [[pugh|PER]] actually small world see you [[the ninth|DATE]] then lovely diolch
"""),
    ("museum membership", "labels", f"""
agent: thank you for calling the [[field museum|ORG]] membership office, this is [[marisol|PER]].
customer: hi! i'd like to renew our family membership, and i think i want to add my mother-in-law.
agent: wonderful. can i have the member number?
customer: it's [[f m, six six two, oh one nine four|ID]].
agent: and the name on the membership?
customer: [[dagny ostrowski|PER|dagny]].
agent: thank you, [[dagny|PER|dagny]]. so you have the family level, two adults and up to four kids, and it expired at the end of last month. to add another adult you'd move up to family plus, that's two seventy a year.
customer: that's fine. her name is [[halina ostrowski|PER|halina]], she was born [[april ninth, nineteen fifty|DOB]], does she get a senior discount?
agent: not on family plus, sorry, but she'll get her own card.
customer: okay.
agent: and is your address still [[fifty two fifteen north winthrop avenue|ADR]], [[chicago|LOC]], [[six oh six four oh|PC]]?
customer: yes.
agent: and how would you like to pay?
customer: amex, [[{say(CC_MUSEUM, "1111 111111 11111", gap=" ")}|CC]].
agent: thank you, that went through. the new cards come in the mail in about two weeks, but the digital cards go to your email right away, is it still [[dagny dot o at me dot com|MAIL]]?
customer: yes.
agent: great. and members are invited to the preview of the new gem hall on [[the seventeenth|DATE]], six to nine.
customer: oh fun. the kids mostly want to see sue again, they're obsessed.
agent: ha, she's everyone's favorite. and don't forget parking at [[soldier field|LOC]] is discounted if you show the card.
customer: perfect. and could you put a phone number on it, [[seven seven three, five oh one, eight eight two six|TEL]]?
agent: done. enjoy your visit, miss [[ostrowski|PER|dagny]].
"""),
    ("youth hockey registration, canada", "speakers", """
speaker 1: [[mississauga hockey league|ORG]] registration this is [[stephane|PER]]
speaker 2: hi um i'm trying to register my son online and it keeps kicking me out at the payment page
speaker 1: oh sorry about that i can do it over the phone what's your son's name
speaker 2: [[zayn haddad|PER|zayn]] [[z a y n|SPELL|zayn]]
speaker 1: and his birth date
speaker 2: [[february eleventh twenty sixteen|DOB]]
speaker 1: okay so he's u ten this season and you are
speaker 2: i'm his mom [[nadia haddad|PER|nadia]]
speaker 1: did he play with us last year
speaker 2: yeah house league out of [[iceland arena|LOC]]
speaker 1: okay then he's in the hockey canada registry yep here he is his number is [[four two one, oh oh eight, seven three six|ID]]
speaker 2: okay
speaker 1: and i need his health card number for the medical form
speaker 2: it's [[five five eight four, two oh one, nine one three, k p|ID]]
speaker 1: and the home address
speaker 2: [[fifty eight forty glen erin drive|ADR]] [[mississauga|LOC]] [[l five m, five r two|PC]]
speaker 1: and a phone number
speaker 2: [[nine oh five, eight one two, six six four one|TEL]]
speaker 1: and the email for the portal is that [[nadia dot haddad at rogers dot com|MAIL]]
speaker 2: yes and the login is [[nadia h underscore twenty|USER]] if that helps
speaker 1: okay the fee is four hundred and seventy five you can pay by credit card or e transfer
speaker 2: e transfer is easier for me
speaker 1: sure send it to the registrar email on the receipt and put your son's name in the message
speaker 2: okay and when's the first skate
speaker 1: evaluations start [[september sixth|DATE]] at [[paramount fine foods centre|LOC]] and the convenor this year is [[vikram|PER]] he'll email you the schedule
speaker 2: perfect thanks
"""),
    ("fertility clinic billing", "labels", """
rep: [[shady grove fertility|ORG]] billing, this is [[tasha|PER]], how can i help?
caller: hi, i got a statement for almost four thousand dollars and i thought my cycle was covered by [[progyny|ORG]].
rep: i can look into that. can i have the patient's name and date of birth?
caller: [[meredith koenig|PER|meredith]], [[ten twelve eighty seven|DOB]].
rep: thank you. and the patient account number, it's at the top of the statement.
caller: [[s g f, seven one four, oh nine two, two|ID]].
rep: okay, so the statement is for the egg retrieval on [[october twenty ninth|DATE]] and the anesthesia. it looks like the claim went out before the authorization was updated.
caller: oh. so what do i do?
rep: nothing on your end, i'll resubmit it. can you give me your [[progyny|ORG]] member id so i can double check?
caller: sure, [[p g n, five five one, three oh eight, four|ID]].
rep: thank you. and the authorization from doctor [[nwosu|PER]]'s office is on file, so i'll attach that.
caller: okay. and we paid the embryo storage fee separately last week, my husband [[josh|PER]] did it on his card, the one ending in [[nine three oh one|ID]].
rep: yes, i see that, three hundred and fifty, that's paid.
caller: good. and can i switch my next monitoring visit from [[rockville|LOC]] to the [[annapolis|LOC]] office? it's closer to my work.
rep: i'll transfer you to scheduling after this. your case number for the resubmission is [[b r, two oh four four nine|ID]]. if you don't see a corrected statement in thirty days, call us back.
caller: and can you email me the corrected one?
rep: sure, to [[mkoenig at verizon dot net|MAIL]]?
caller: yes. and a text to [[four one oh, seven seven two, one three eight eight|TEL]] when it's done would be great.
rep: i'll note that. anything else, miss [[koenig|PER|meredith]]?
caller: no, that's it, thank you.
"""),
    ("council bin collection, england", "labels", """
rep: [[bristol city council|ORG]], waste and recycling, you're speaking to [[kerry|PER]], how can i help?
caller: hiya, our bins weren't collected on tuesday, neither the black bin nor the recycling, and it's the second time this month.
rep: oh i'm sorry about that. can i take the address?
caller: it's [[flat two, eighty six gloucester road|ADR]], [[bishopston|LOC]], [[b s seven, eight b e|PC]].
rep: and your name?
caller: [[priti chauhan|PER|priti]].
rep: thank you, miss [[chauhan|PER|priti]]. i can see the crew from the [[avonmouth|LOC]] depot reported the road was blocked by a skip lorry on tuesday.
caller: there's been a skip there for three weeks, they're doing up the house next door.
rep: right, i'll book a missed collection, they'll come back by friday [[the twelfth|DATE]].
caller: and the lid on my green box is snapped, can i get a new one?
rep: yes, i'll order a replacement, that's free, it'll be delivered within ten working days. can i take a contact number?
caller: [[oh seven seven oh oh, nine double eight, four one two|TEL]].
rep: and an email?
caller: [[priti dot chauhan at live dot co dot uk|MAIL]].
rep: and is your council tax account number to hand, just so i can link the request?
caller: hang on, yes, [[eight oh four, four seven one, nine two|ID]].
rep: lovely. the reference for the missed collection is [[c r m, four four seven one, nine|ID]] and for the box it's [[c r m, four four seven two, oh|ID]].
caller: and my neighbour [[derek|PER]] downstairs, his wasn't done either.
rep: i'll put a note on for the whole property. sorry again for the trouble.
caller: thanks, [[kerry|PER]].
"""),
    ("tree removal quote", "turns", """
[[hernandez brothers tree service|ORG]] this is [[abdi|PER]]
hi yes i need somebody to look at a tree the storm last night split our big oak and half of it is leaning on the house
okay is it on any power lines
no the lines are on the other side thank goodness
okay good cause if it was you'd have to call [[duke energy|ORG]] first what's the address
[[four oh six north boundary street|ADR]] in [[chapel hill|LOC]]
and your name
[[constance whitaker|PER|connie]] but everybody calls me [[connie|PER|connie]]
okay [[connie|PER|connie]] i can have our arborist come out this afternoon to look at it no charge
oh thank you and do you deal with the insurance
we can send the estimate and the photos straight to them who's the carrier
[[nationwide|ORG]] and the claim number is [[n w, seven seven four one, oh two nine|ID]]
perfect and a phone number for the arborist to call when he's on his way
[[nine one nine, four oh two, eight eight one six|TEL]]
and what's the zip there
[[two seven five one four|PC]]
got it is there access for a bucket truck in the back
the neighbor's driveway runs right along there mister [[hollings|PER]] he said it's fine to use it
great and an email for the estimate
[[c whitaker at nc dot rr dot com|MAIL]]
okay so [[rafael|PER]] will be there between two and four and if you need the removal we could probably do it [[the fourth|DATE]]
thank you so much
"""),
]
CALLS += [
    ("driving school, australia", "labels", f"""
A: [[swift lane driving school|ORG]], [[shaz|PER]] speaking.
B: hi, i want to book some lessons for my daughter, she's on her learner's.
A: lovely. how many hours has she got in her logbook?
B: about thirty, but she's never done a roundabout properly, she panics.
A: ha, that's most of them. what's her name?
B: [[kiara mulholland|PER|kiara]].
A: and her date of birth?
B: [[the twelfth of august, two thousand eight|DOB]].
A: and her learner's permit number, it's on the card.
B: [[six two nine, oh four four, one|ID]].
A: and you are?
B: her mum, [[tracey|PER|tracey]].
A: and where would you like us to pick her up?
B: from home, [[fourteen coode street|ADR]], [[morley|LOC]], [[six oh six two|PC]].
A: great. so a single lesson's seventy five dollars, or a pack of five for three forty.
B: the five pack. can i pay now?
A: sure, card number when you're ready.
B: it's a visa, [[{for_four(say(CC_DRIVING, "1111 1111 1111 1111"))}|CC]].
A: and the name on the card?
B: [[tracey mulholland|PER|tracey]].
A: thank you, that's gone through. i've put her with [[davo|PER]], he's very calm, she'll love him. first lesson is [[the third of march|DATE]], four o'clock.
B: and her test's booked at [[kelmscott|LOC]], does that matter?
A: nah, he'll do the last lesson on the test route. a mobile for [[kiara|PER|kiara]]?
B: [[oh four two one, nine nine three, oh six seven|TEL]].
A: and for receipts, an email?
B: [[tracey dot mul at iinet dot net dot au|MAIL]].
A: all done. cheers, [[tracey|PER|tracey]].
"""),
    ("pawn shop loan extension", "labels", """
agent: [[big al's pawn and gold|ORG]] on [[montana avenue|LOC]] this is [[ruben|PER]]
customer: hey um i got a loan on my guitar and i can't make it in by the due date can i extend it
agent: sure do you have the ticket number
customer: yeah it's [[p t, oh four four one seven|ID]]
agent: and your name
customer: [[ezequiel rosas|PER|eze]]
agent: and for verification your date of birth
customer: [[twelve nine eighty four|DOB]]
agent: okay mister [[rosas|PER|eze]] i see the les paul for three twenty it's due [[the twenty first|DATE|due1]] to extend it thirty days it's the interest and fees that's fifty eight dollars
customer: my cousin [[beto|PER]] is gonna come in and pay it for me can he do that
agent: he can pay the extension with your ticket number but he can't pick up the guitar only you can with your id
customer: okay that's fine
agent: and i have your id on file as a texas license [[three two six, oh nine four, one eight|ID]]
customer: yeah
agent: and is your address still [[fifty five oh three dyer street|ADR]]
customer: no i moved it's [[eleven twenty six north zaragoza road|ADR]] [[el paso|LOC]] [[seven nine nine three six|PC]]
agent: okay updated and your phone
customer: [[nine one five, to oh eight, four four six one|TEL]]
agent: okay so once [[beto|PER]] pays the new due date will be [[the twentieth|DATE]] of next month
customer: cool thanks man
"""),
    ("dna test kit support", "labels", """
rep: thanks for calling [[ancestry|ORG]], my name is [[ellie|PER]], how can i help?
caller: hi, i sent my dna kit back like ten weeks ago and it still just says received.
rep: okay, let me look. can i have the email on the account?
caller: [[rustam dot karimov at outlook dot com|MAIL]].
rep: and your name?
caller: [[rustam karimov|PER|rustam]].
rep: thank you. and what's the activation code on the tube?
caller: it's [[a b seven, x k four, nine m two, q|ID]].
rep: okay. so the sample got to the lab on [[september twelfth|DATE]], but it failed quality, there wasn't enough dna. that happens sometimes. we'll send you a free replacement kit.
caller: ugh, okay. same address?
rep: i have [[nine oh two west grand river avenue|ADR]], [[east lansing|LOC]], [[four eight eight two three|PC]].
caller: yes.
rep: and this time, don't eat or drink for thirty minutes before you spit.
caller: i did that! anyway. and my username, is it [[r karimov ninety|USER]]? cause my cousin said she couldn't find me.
rep: yes, that's your public display name. matches only show once your results are in.
caller: okay. my dad's side is from [[samarkand|LOC]], in [[uzbekistan|LOC]], so i'm hoping to find people there.
rep: our database is smaller for central asia but it's growing.
caller: my cousin [[dilnoza|PER]] has a tree already, her username is [[dilnoza k underscore s f|USER]].
rep: great, once your results are in, you can connect. the replacement ships within five business days, and your case number is [[a n c, eight three one, oh two six|ID]].
caller: and the tracking?
rep: you'll get an email with it. and is your birth date [[the twenty seventh of may, nineteen ninety|DOB]], for the record?
caller: yes.
rep: okay, you're all set.
"""),
    ("lottery prize claim", "speakers", """
speaker 1: [[florida lottery|ORG]] claims this is [[clint|PER]]
speaker 2: hi um i think i won i have a scratch off and it says fifty thousand and i don't know what to do
speaker 1: congratulations first sign the back of the ticket right away
speaker 2: okay okay i signed it
speaker 1: for a prize that size you'll need to claim at a district office or by mail where are you located
speaker 2: i'm in [[riverview|LOC]]
speaker 1: then the closest is the [[tampa|LOC]] district office can you read me the validation number it's under the barcode
speaker 2: [[one four eight, two oh six, seven seven one, oh nine three|ID]]
speaker 1: okay that validates as a fifty thousand dollar winner where did you buy it
speaker 2: at the [[publix|ORG]] on [[bloomingdale avenue|LOC]]
speaker 1: so to claim you'll fill out the winner claim form and bring a government photo id and your social security card i can take your information now to pre fill it
speaker 2: sure
speaker 1: full name
speaker 2: [[odalys ferrer|PER|odalys]] [[o d a l y s|SPELL|odalys]]
speaker 1: date of birth
speaker 2: [[the thirtieth of october nineteen seventy eight|DOB]]
speaker 1: social security number
speaker 2: [[five nine one, four four, two oh six two|SSN]]
speaker 1: address
speaker 2: [[ten eighteen kingsway road|ADR]] [[riverview|LOC]] [[three three five seven eight|PC]]
speaker 1: and a phone number
speaker 2: [[eight one three, six seven seven, two oh four five|TEL]]
speaker 1: i can book you at the district office for [[the sixth|DATE]] at nine thirty your claim reference is [[f l, five five oh two one|ID]] and just so you know federal tax is withheld at twenty four percent
speaker 2: oh wow okay thank you so much
"""),
    ("airport car service", "labels", f"""
agent: [[blue line car service|ORG]], this is [[nico|PER]].
customer: hi, i'm booking an airport pickup for my boss, it's for [[the twenty eighth|DATE]].
agent: sure. which airport and what's the flight?
customer: [[newark|LOC]], united one four oh- sorry, one four oh two, landing at six fifteen p.m.
agent: okay, and the passenger's name for the sign?
customer: doctor [[lev blaustein|PER|lev]], [[b l a u s t e i n|SPELL|lev]].
agent: and drop off?
customer: his house, [[one sixty eight upper mountain avenue|ADR]] in [[montclair|LOC]].
agent: a sedan or an suv?
customer: sedan's fine, he travels light.
agent: okay, that's ninety five plus tolls and gratuity. is this on a corporate account?
customer: yes, [[prudential|ORG]], the account number is [[b l, oh three three nine|ID]].
agent: hmm, i'm seeing that account's on a billing hold. i'd need a card to guarantee it.
customer: oh weird. okay, use my corporate card, it's a visa, [[{say(CC_LIMO, "1111 1111 1111 1111", doubles=True)}|CC]].
agent: and your name as it appears?
customer: [[ekaterina volkova|PER|katya]].
agent: and the billing zip?
customer: [[oh seven one oh two|PC]].
agent: thank you, [[ekaterina|PER|katya]]. and a mobile for the passenger so the driver can reach him?
customer: [[two oh one, four four eight, nine oh one seven|TEL]].
agent: and where should i send the confirmation?
customer: [[e volkova at prudential dot com|MAIL]].
agent: okay, your confirmation is [[b l c, two two seven one|ID]]. the driver will be [[gurpreet|PER]], black camry, and he'll text the passenger when he lands.
customer: perfect, thanks.
"""),
    ("ski season pass, canada", "labels", f"""
agent: [[banff sunshine|ORG]] guest services this is [[rhys|PER]]
customer: hi i lost my season pass yesterday on the mountain and i need a replacement
agent: oh no okay can i have your name
customer: [[mackenzie fraser|PER|mack]]
agent: sorry was that [[mac kenzie|PER|mack]] two words
customer: no one word [[m a c k e n z i e|SPELL|mack]] and [[fraser|PER|mack]] with an s
agent: got it and your date of birth
customer: [[november fourth nineteen ninety five|DOB]]
agent: okay i found your pass the number's [[s s, four four oh nine, one seven two|ID]] i'll deactivate it now so nobody else can use it
customer: thank you
agent: the replacement fee is twenty five dollars do you want to use the card on file ending in [[six six three oh|ID]]
customer: no that one's expired can i give you a new one
agent: sure go ahead
customer: it's a mastercard [[{say(CC_SKI, "1111 1111 1111 1111")}|CC]]
agent: okay and you can pick up the new pass at the ticket office at the base or at our office in [[banff|LOC]] on [[banff avenue|LOC]]
customer: the base is fine i'll be up saturday
agent: and can you confirm your address
customer: [[sixteen oh three thirty third avenue southwest|ADR]] [[calgary|LOC]] [[t two t, oh m five|PC]]
agent: and i see your son [[finnegan|PER]] has a youth pass on the same account just so you know his also works three days at [[lake louise|LOC]]
customer: oh nice he'll love that
agent: and the phone on the account [[four oh three, nine oh two, five one eight eight|TEL]]
customer: yep
agent: and i'll email the receipt to [[mack dot fraser at telus dot net|MAIL]]
customer: perfect thanks [[rhys|PER]]
"""),
    ("party catering order", "block", """
[[mama ngozi's kitchen|ORG]] good afternoon hello good afternoon is this the catering line yes sir this is [[ngozi|PER]]
how can i help hi my name is [[tunde bakare|PER|tunde]] um my daughter [[temitope|PER]] is graduating from
[[cinco ranch high school|ORG]] and we want to do a party for about eighty people congratulations when is it
saturday [[the twenty fourth|DATE]] okay and where at the pavilion in [[bear creek park|LOC]] off [[barker cypress road|LOC]]
oh i know it we've done events there so for eighty people jollof rice fried rice chicken and beef suya plantain
puff puff and small chops we're looking at about twenty two dollars a head so around seventeen sixty plus delivery
and setup okay that's fine do you need a deposit yes fifty percent to hold the date you can zelle or cash app okay
i'll do cash app and if anything changes and we need to refund you what's your cash tag it's
[[dollar sign tunde b underscore seventy|USER]] okay and a phone number [[two eight one, five five oh, seven three two four|TEL]]
and email for the invoice [[tunde dot bakare at yahoo dot com|MAIL]] perfect and who will receive us at the park my
wife [[folake|PER]] she'll be there from eleven okay and delivery is free within [[katy|LOC]] what's the zip of the
park um [[seven seven oh eight four|PC]] okay your order number is [[m n k, two four oh six|ID]] and we'll call you the
week before to confirm the numbers thank you [[ngozi|PER]] you're welcome and congratulations again to your daughter
"""),
    ("EV charging support, no PII", "labels", """
agent: charging support, this is the after hours line, what's going on?
customer: hi, i'm at one of your stations and the cable won't come out of my car, it's locked in.
agent: okay, don't pull on it. which charger number are you at? it's on the sticker on the front, a letter and a number.
customer: uh, it says b four.
agent: thanks. i can see b four, it's still showing a session in progress at about forty two kilowatts. i'm going to stop it remotely, give it ten seconds.
customer: okay... it clicked.
agent: now press the unlock button on your key fob, or in the car's app, and then pull the handle.
customer: got it! it's out.
agent: great. that happens sometimes when the car's in charge lock mode. was the charge okay before that?
customer: it was slow, like eighteen kilowatts, and the sign says up to a hundred and fifty.
agent: that one shares power with b three, so if someone's plugged in next to you it splits. and in cold weather the battery takes less until it warms up.
customer: oh, that makes sense, it's minus ten here.
agent: yeah, that'll do it. you can precondition the battery if you set the charger as your destination in the navigation.
customer: okay. and i got charged forty minutes of idle fees last week, that wasn't fair.
agent: idle fees start five minutes after the session ends, at forty cents a minute. if you were stuck like today, we can refund it, just send us a message in the app with the date and the station and we'll review it.
customer: okay, thanks for the help.
agent: no problem, drive safe.
"""),
    ("window cleaner, england, no PII", "turns", """
hello, window cleaning
oh hiya, i was wondering how much you charge for a three bed semi
for a standard three bed semi it's eighteen pound outside, and that includes the frames and sills
and how often do you come round
every four weeks is the usual round, or every eight if you'd rather
do you do conservatories
yeah, a conservatory roof is extra, depends on the size, usually between twenty and thirty five
and the inside?
inside's on request, that's another fifteen, and you'd need to be in obviously
i work shifts so i'm not always in
not a problem, for the outside i don't need you in, just leave the side gate unlocked
and how do i pay
most people pay by bank transfer after each clean, or cash under the mat if you like, i'll put a card through the door with my details
okay and do you do gutters
gutter clearing's a separate job, it's done with the vacuum, about sixty for a semi
alright, i'll have a think and text you
no worries, i'm round your way tuesdays and wednesdays anyway
lovely, ta
cheers, bye now
"""),
    ("chimney sweep, no PII", "speakers", """
speaker 1: hello chimney sweep speaking
speaker 2: hi um we just moved into an older house and there's a wood stove and i have no idea when it was last swept
speaker 1: okay best thing is a sweep and an inspection before you light it the sweep's a hundred and twenty five and that includes a level one inspection
speaker 2: what's a level one
speaker 1: basically i look at everything i can get to the flue the liner the cap the damper and i'll put a camera up if something looks off
speaker 2: okay and how messy is it
speaker 1: not at all i use drop cloths and a vacuum with a hepa filter you won't know i was there
speaker 2: ha okay and how long does it take
speaker 1: about an hour an hour and a half
speaker 2: and what if you find something
speaker 1: then i'll show you the photos and give you a written quote nothing gets done without your say so
speaker 2: how often should we get it done
speaker 1: once a year if you burn regularly or every cord or so most folks burn two or three cords a season
speaker 2: we'd probably burn a cord and a half
speaker 1: then once a year in the fall is perfect i'm booking about two weeks out right now
speaker 2: okay let me check with my husband and call you back
speaker 1: sounds good just leave a message if i'm up on a roof
"""),
]


def main():
    assert aba_valid(RTN_REPO) and aba_valid(RTN_CHILD)
    assert len(CALLS) == 30
    make_set("asr4", CALLS, NAME_WORDS, (440, 520), spans_per_call=(14, 20),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
