# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""A fifth, independent set of English phone-call transcripts in speech-recogniser (ASR) style, with gold PII.
Thirty calls in domains kept apart from the first four sets (make_en_calls_asr.py ... make_en_calls_asr4.py): a
physical-therapy clinic, an auto body shop, a staffing agency, an HOA management company, a senior-living tour, a
county jury office, a small-business loan, a bail bondsman, an animal-shelter adoption (New Zealand), a council
burial ground (Ireland), an orthodontist (Canada), a medical-equipment rental, a rideshare lost item, a university
bursary office (South Africa), a hunting licence (Canada), a boat insurance claim, a certified-translation agency
(a caller in India), a summer camp, a kilt hire shop (Scotland), a bridal shop, a funeral florist (Ireland, the
caller in the US), a vehicle registration office, a county medical examiner's records desk, an unemployment claim,
a food-truck permit, a three-way call (a nephew, his elderly aunt and a bank's fraud desk), a voicemail left by a
photographer, a dry cleaner, a tattoo studio and a shoe repair shop.
Three calls contain no PII at all (dry cleaner, tattoo studio, shoe repair).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", "triple", the odd "for" for four
and "to" for two), e-mails and user names read aloud, letters spelled out ("w o j c i e c h o w s k i",
"c a o i m h e"), disfluencies, repeated words, self-corrections, cut-off turns and names mis-heard or split by
the engine ("z big new" for zbigniew, "keeva" for caoimhe, "dermot" for diarmuid, "ailey" for eilidh, "shavonne",
"porrick").  Many organisations and places are named without a cue word ("frost", "regions", "capitec", "lerdo",
"aerotek", "fairview"), several are ordinary words ("legacy", "target", "summit", "chase"), and some of those words also occur
in their ordinary sense.  Some calls have engine punctuation, most have none.  Turn layouts vary: "agent:/customer:",
"rep:/caller:", "agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn (also the three-way
call), one block (also the voicemail).  Calls from Canada, Scotland, Ireland, New Zealand, South Africa and India
use their own phone-number and postcode forms where call_sets.py checks them (UK 0 + ten digits; Irish, New Zealand
and South African mobiles 0 + nine digits; an Indian mobile with "plus nine one"; Canadian "a9a 9a9", UK "aa99 9aa",
New Zealand and South African four-digit postcodes; a UK sort code is a six-digit BANK_ACCOUNT).  No Eircode or
Indian PIN code is said (their shapes are not among the checked ones).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, possessive 's and trailing punctuation stay outside; a wrong value
  fully spoken and then corrected is annotated as its own entity; names that are also words (see NAME_WORDS) are
  annotated only where they name a person or organisation; pet names, products, plans and makes, card brands,
  toll-free numbers, extensions, unit / room / zone numbers, prices, counts, times and weekdays are not annotated; a
  name's or value's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form
  of a name keeps the person's entity; "last four" of a card or account -> GENERIC_ID, "last four of my social" ->
  US_SSN; other national ids (a South African id number, a passport, a driver licence, a medicare number, an e i n)
  -> GENERIC_ID; city, state and zip after a street address are separate spans; a named organisation containing a
  place is one span; venues, parks, stations, castles, buildings, residences and landmarks are LOCATION; a church, a
  hospital, a school, a funeral home or a government office is ORGANIZATION_NAME; dates include a leading "the"
  ("the twenty first of september"); a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr5.jsonl and
en_calls_asr5.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr5.py
"""
from call_sets import aba, aba_valid, card, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"legacy", "chase", "summit", "target"}


CC_BAIL = card("441712603398257")       # visa, 16 digits
CC_RENTAL = card("37682210495583")      # amex, 15 digits
CC_BRIDAL = card("540125897734061")     # mastercard, 16 digits
CC_FLOWERS = card("492180335716042")    # visa, 16 digits
CC_HUNT = card("451015664209873")       # visa (canadian), 16 digits
CC_CAMP = card("601100492837156")       # discover, 16 digits
RTN_LOAN, ACCT_LOAN = aba("11190487"), "48193320756"
RTN_UIA, ACCT_UIA = aba("07241305"), "2204718839"

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, agent:/caller:, A:/B:),
# "speakers" (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one).
CALLS = [
    ("physical therapy clinic", "labels", """
agent: [[lakeshore physical therapy|ORG]] this is [[brianna|PER]] how can i help you
customer: hi yeah um i need to set up an evaluation my surgeon said six weeks post op and that's that's basically next week
agent: okay and what was the surgery
customer: acl reconstruction left knee doctor [[abernathy|PER]] did it out at [[fairview|ORG]]
agent: okay do you know if her office sent over the referral
customer: they said they faxed it yeah
agent: alright let me pull you up last name
customer: [[wojciechowski|PER|tomasz]]
agent: oh boy okay can you spell that for me
customer: ha yeah everybody asks it's [[w o j c i e c h o w s k i|SPELL|tomasz]] and the first name is [[tomasz|PER|tomasz]] but i go by [[tom|PER|tomasz]]
agent: and your date of birth [[tom|PER|tomasz]]
customer: [[nine fourteen eighty eight|DOB]]
agent: okay there it is i see the referral from [[abernathy|PER]]'s office is your insurance still [[medical mutual|ORG]]
customer: no i switched jobs so it's [[anthem|ORG]] now through my wife she's at [[sherwin williams|ORG]]
agent: can i get the member id off the front of the card
customer: uh it's [[y r k four four seven oh one two nine three eight|ID]]
agent: and the best number for you
customer: cell is [[two one six, four oh two, eight eight one seven|TEL]]
agent: okay we've got [[parma|LOC]] or [[lakewood|LOC]] which one's easier
customer: [[lakewood|LOC]] for sure i'm right off [[detroit avenue|LOC]]
agent: i have [[the twentieth|DATE]] at seven fifteen with [[khoa|PER]] he's one of our sports guys
customer: perfect seven fifteen works i can go before work
agent: great wear shorts and bring the brace
"""),
    ("auto body shop", "turns", """
good morning [[summit collision|ORG]] this is [[dale|PER]]
hey [[dale|PER]] it's uh [[chidi|PER|chidi]] i dropped off the silver camry last thursday the one with the rear end all smashed in
oh yeah [[chidi|PER|chidi]] hang on what's your last name again
[[okonkwo|PER|chidi]]
right [[okonkwo|PER|chidi]] plate is [[c d w, four eight one seven|ID]]
yeah that's it
okay so the adjuster from [[pemco|ORG]] came out yesterday and he wrote it up but he missed the bumper reinforcement so we sent a supplement
how long does that take
usually two three days they're pretty quick
okay cause i'm driving my brother in law's truck and he needs it back he's stationed out at [[joint base lewis mcchord|LOC]]
ha okay we'll push it
do you have the claim number handy in case i need to call them myself
yep it's [[w a one nine, dash, oh oh seven seven three two|ID]]
also uh can you text me instead of calling i'm on nights at [[saint joseph|ORG]] so i sleep during the day
sure what's the cell
[[two five three, double eight oh, four one six two|TEL]]
got it oh and your rental through [[enterprise|ORG]] on [[pacific avenue|LOC]] is authorized through [[the twenty sixth|DATE|rental]]
[[twenty sixth|DATE|rental]] okay and honestly i'd rather keep it at [[summit|ORG]] the guy at [[harbor freight|ORG]] said i could buy the clips and do the bumper myself
ha you could but if it falls off halfway up to the summit of the pass that's on you
ha okay okay thanks [[dale|PER]] tell [[okafor|PER]] in the front office i said hi
"""),
    ("staffing agency", "speakers", """
speaker 1: hi is this [[thuy|PER|thuy]]
speaker 2: yes speaking
speaker 1: hey [[thuy|PER|thuy]] this is [[marcus|PER]] with [[apex staffing|ORG]] you applied for the warehouse lead role last week
speaker 2: oh right yes the one in [[mcdonough|LOC]]
speaker 1: exactly the client is a big distribution center i can't say the name yet but it's a household name
speaker 2: okay
speaker 1: so i'm looking at your resume you were at [[home depot|ORG]] four years and then [[chewy|ORG]]
speaker 2: yes [[chewy|ORG]] until they closed the building in [[forest park|LOC]]
speaker 1: gotcha and who was your supervisor there in case they want a reference
speaker 2: [[ray|PER|ray]] uh [[ray castellanos|PER|ray]]
speaker 1: perfect so i need to get you into our portal for the onboarding stuff what email should i send the link to
speaker 2: it's [[thuy dot tran eighty one at yahoo dot com|MAIL]]
speaker 1: is that [[t h u y|SPELL|thuy]]
speaker 2: yes [[t h u y|SPELL|thuy]]
speaker 1: great and your username will be your first initial last name and some numbers so it'll be [[t tran four oh two|USER]]
speaker 2: okay
speaker 1: and last thing for the background check can you confirm the last four of your social
speaker 2: [[six two oh eight|SSN]]
speaker 1: thank you and your birthday
speaker 2: [[february second nineteen ninety three|DOB]]
speaker 1: alright i'm submitting you today and interviews are on [[the fourth of march|DATE]]
speaker 2: oh and can you call me on my other number this one's my mom's
speaker 1: sure go ahead
speaker 2: [[four oh four, seven one three, triple two nine|TEL]]
"""),
    ("HOA management company", "labels", """
rep: thank you for calling [[legacy|ORG]], this is [[renee|PER]], which community are you calling about?
caller: hi, uh, [[sonoran springs|ORG]], in [[mesa|LOC]].
rep: okay, and the property address?
caller: [[forty one twenty two east javelina avenue|ADR]], [[mesa|LOC]], [[eight five two oh four|PC]].
rep: and your name?
caller: [[hamid al rashid|PER|hamid]].
rep: thank you, mister [[al rashid|PER|hamid]]. i see a courtesy notice dated [[october ninth|DATE]] for, uh, trash containers visible from the street.
caller: right, and that's the thing, that wasn't even my can, that was my neighbor's, [[gloria|PER]], her son put it on my side of the driveway. i have photos.
rep: okay. you can upload those in the portal under your account, it's [[s s h, dash, oh oh nine one four|ID]]. do you have a portal login?
caller: i think so, it's, um, [[hamid underscore az|USER]].
rep: i see that one. if you forgot the password the reset goes to [[h dot alrashid at cox dot net|MAIL]].
caller: yeah, that's right. honestly this whole trash can rule is a legacy thing from the old board.
rep: ha, you can tell them that. the board meets [[november fourteenth|DATE]], you can dispute it in person at the clubhouse on [[power road|LOC]].
caller: who's the manager now? it used to be [[kyle|PER]].
rep: [[kyle|PER]] moved to our [[gilbert|LOC]] office, your manager is [[priyanka|PER]] now.
caller: okay. can she call me? [[four eight oh, six one two, three three oh seven|TEL]].
rep: i'll send her a note today.
caller: thanks so much.
"""),
    ("senior living tour", "labels", """
agent: good afternoon [[cedar pointe senior living|ORG]] this is [[jolene|PER]]
customer: hi um i'm calling about my dad we're looking at assisted living and a lady from church said you have a hmong speaking aide
agent: we do actually [[pa nhia|PER]] works days on our memory care floor she's wonderful
customer: oh good okay so he just got out of [[regions|ORG]] he had a fall and his doctor at [[healthpartners|ORG]] says he can't really be alone anymore
agent: i'm so sorry to hear that what's your dad's name
customer: [[tou vang|PER|tou]] that's [[t o u|SPELL|tou]] and vang is [[v a n g|SPELL|tou]]
agent: and how old is he
customer: eighty one his birthday is [[the fifth of may nineteen forty three|DOB]]
agent: and where is he living now
customer: he's still in the house in [[frogtown|LOC]] on [[thomas avenue|LOC]] but i've been staying with him
agent: and you are
customer: oh sorry i'm his daughter [[mai|PER]]
agent: okay [[mai|PER]] we could do a tour on [[the twelfth|DATE]] either morning or afternoon
customer: [[the twelfth|DATE]] in the afternoon i work mornings
agent: and a good number for you
customer: [[six five one, two oh two, nine nine four one|TEL]] that's my cell
agent: and an email so i can send the brochure and the pricing
customer: [[mai vang dot rn at gmail dot com|MAIL]] all one word before the dot
agent: great and does he have long term care insurance or is it private pay
customer: he has a policy through [[genworth|ORG]] i'll have to dig up the policy number
agent: no rush bring it to the tour you'll meet our director [[greg|PER]] too
"""),
    ("county jury office", "labels", """
A: jury services this is [[ortiz|PER]]
B: hi i got a summons for [[march tenth|DATE]] and i can't i can't go i'll be out of the country
A: okay do you have your juror number it's on the top right
B: [[j, four four one, nine oh seven, two|ID]]
A: and for verification your date of birth and the last four of your social
B: [[june ninth nineteen seventy nine|DOB]] and [[eight eight three one|SSN]]
A: thank you and your name
B: [[rania haddad|PER|rania]]
A: thank you miss [[haddad|PER|rania]] where are you traveling
B: my dad's in [[amman|LOC]] he's having heart surgery i fly out on [[the sixth|DATE]]
A: you can postpone once up to six months what date would you like
B: can i do the week of [[september fifteenth|DATE]]
A: that works i also see your address as [[twenty two oh one east riverside drive apartment three fourteen|ADR]] in [[austin|LOC]] is that current
B: no we moved to [[pflugerville|LOC]] in january does that matter
A: it might [[pflugerville|LOC]]'s partly in [[williamson county|LOC]] what's the new address
B: [[seventeen oh five windermere drive|ADR]] [[seven eight six six oh|PC]]
A: okay that part's still [[travis|LOC]] so you stay with us
B: oh good and my employer [[dell|ORG]] needs a letter for the new date
A: you can print it from the portal after i enter the postponement
"""),
    ("small-business loan", "labels", f"""
agent: [[frontier community capital|ORG]] business lending this is [[alejandra|PER]]
customer: hi yes i'm calling to finish my application for the equipment loan my name's [[rogelio|PER|rogelio]] uh [[rogelio garza|PER|rogelio]]
agent: okay and what's the business name
customer: [[garza and sons tire|ORG]] we're on [[southwest military drive|LOC]]
agent: okay i have it you're just missing the e i n and the bank info
customer: the e i n is [[seven four, dash, three oh nine one eight six two|ID]]
agent: and which bank is the business account with
customer: [[frost|ORG]]
agent: routing number
customer: [[{say(RTN_LOAN, "111 111 111")}|BANK]]
agent: and the account
customer: [[{say(ACCT_LOAN, "1111 111 1111")}|BANK]]
agent: and for the personal guarantee i need your social
customer: [[four six one, two two, eight oh three seven|SSN]]
agent: date of birth
customer: [[oh seven oh three seventy four|DOB]]
agent: and home address
customer: [[eighty nine twelve crestline ridge|ADR]] [[san antonio|LOC]] [[seven eight two two seven|PC]]
agent: is anyone else an owner on the business
customer: no just me my son [[junior|PER]] does the books but he's not an owner
agent: okay i'll send the documents to sign to the email on file [[rgarza tires at sbcglobal dot net|MAIL]]
customer: yes that's right
agent: underwriting usually takes ten business days so you should hear by [[the twenty eighth|DATE]]
"""),
    ("bail bondsman", "turns", f"""
[[liberty bail bonds|ORG]] this is [[sal|PER]]
yes hi hi um my son got arrested last night and i don't i don't know what to do
okay ma'am take a breath we'll get him out what's his name
[[isaiah|PER|isaiah]] [[isaiah moreno|PER|isaiah]]
and his date of birth
he's uh [[twelve ten two thousand one|DOB]]
okay and where is he being held
they said [[lerdo|LOC]]
okay so that's [[kern county|LOC]] let me look him up do you have the booking number
the lady said [[two four oh oh one eight eight seven three|ID]]
okay i've got him bail is twenty thousand so the premium is ten percent two thousand
oh my god okay okay
we can do a payment plan who's going to cosign
me [[yolanda moreno|PER|yolanda]]
and do you own or rent [[yolanda|PER|yolanda]]
we own it's [[thirty six oh two ming avenue|ADR]] in [[bakersfield|LOC]]
and where do you work
[[kern medical|ORG]] in the cafeteria twenty two years
okay for the down payment today i can take a card
it's a visa [[{say(CC_BAIL, "1111 1111 1111 1111")}|CC]]
and a good number for you
[[six six one, eight three four, oh two seven six|TEL]]
alright his court date is [[april second|DATE]] and he has to be there or we both got a problem is he working
yeah at [[amazon|ORG]] the warehouse on the night shift oh god he's going to lose that job
his public defender mister [[nakamura|PER]] can get him a letter for work paperwork's going to your phone now sign it and i'll post the bond
"""),
    ("dry cleaner, no PII", "speakers", """
speaker 1: cleaners good morning
speaker 2: hi uh quick question do you guys do wedding dresses like cleaning and boxing them
speaker 1: we do we send those out to a specialist it takes about three weeks
speaker 2: okay and how much roughly
speaker 1: depends on the dress usually between one fifty and two fifty for clean and preserve beading or a long train is more
speaker 2: it's got a train not crazy long and there's a wine stain near the hem somebody bumped into me
speaker 1: red wine
speaker 2: yeah of course
speaker 1: ha it's always red we can usually get it especially if it hasn't been too long how long ago was the wedding
speaker 2: about two months
speaker 1: that's fine don't try to treat it yourself just bring it in as is
speaker 2: okay good i was about to put club soda on it
speaker 1: please don't that can set some stains we're open seven to seven weekdays and till three on saturday
speaker 2: do i need an appointment
speaker 1: no just walk in we'll look at it with you and give you an exact price
speaker 2: perfect thanks so much
"""),
    ("animal shelter adoption (New Zealand)", "speakers", """
speaker 1: kia ora, [[wellington spca|ORG]], [[aroha|PER]] speaking.
speaker 2: hi [[aroha|PER]], it's [[wiremu|PER|wiremu]], i filled out the form online for the dog, the brindle one, uh, bruno?
speaker 1: oh, bruno, yes! he's a sweetheart. what's your surname, [[wiremu|PER|wiremu]]?
speaker 2: [[te whata|PER|wiremu]], two words.
speaker 1: and the best contact number?
speaker 2: [[oh two one, two eight four, seven seven one three|TEL]].
speaker 1: and you're out in [[titahi bay|LOC]]?
speaker 2: yeah, [[fourteen rangituhi crescent|ADR]], [[titahi bay|LOC]], [[five oh two two|PC]].
speaker 1: do you rent or own?
speaker 2: we rent, through [[harcourts|ORG]], i've got a letter from the property manager saying dogs are fine, her name's [[shavonne|PER]].
speaker 1: lovely. and have you had dogs before?
speaker 2: yeah, grew up on a farm out past [[masterton|LOC]].
speaker 1: great. so the next step is a meet and greet, how's [[saturday the ninth|DATE|ninth]]?
speaker 2: [[the ninth|DATE|ninth]] is good. my partner [[mere|PER]] will come too, is that okay?
speaker 1: of course, bring everyone who lives in the house. and an email for the paperwork?
speaker 2: [[wiremu dot tewhata at xtra dot co dot nz|MAIL]].
speaker 1: sweet as, i'll send it through. the adoption fee's three hundred and fifty, that covers desexing and the microchip.
"""),
    ("council burial ground (Ireland)", "turns", """
good morning, [[galway city council|ORG]], burial grounds, [[eileen|PER]] speaking.
hello, hi, i'm ringing about my father, he passed on sunday, god rest him, and we'd like him buried in [[bohermore|LOC]] with my mother.
i'm sorry for your loss. what was your father's name?
[[padraig o'flaherty|PER|padraig]].
[[porrick|PER|padraig]]?
[[padraig|PER|padraig]], [[p a d r a i g|SPELL|padraig]].
sorry, yes. and your mother's name, so i can find the grave.
[[bridget|PER]], she was buried in, eh, [[march two thousand and nine|DATE]].
grand, i have it here, section c, row eleven. there's room for one more in that grave so that's no problem.
oh thank god.
and what date is the funeral?
the mass is in [[saint patrick's|ORG]] on [[friday the fourteenth|DATE]] and then up to the grave after.
and which undertaker?
[[mcdermotts|ORG]], in [[tuam|LOC]].
right, they'll send us the form. i need his date of birth for the register.
[[the second of november nineteen thirty eight|DOB]].
and the address he was living at?
[[fourteen college road|ADR]], [[galway|LOC]].
and your own name and a number, in case the gravediggers have a question.
[[keeva|PER|caoimhe]], that's [[c a o i m h e|SPELL|caoimhe]], the irish spelling, [[o'flaherty|PER|caoimhe]] as well, and it's [[oh eight seven, two two six, four nine one five|TEL]].
lovely. the interment fee is eight hundred euro, the undertaker usually pays that and puts it on their bill.
"""),
    ("orthodontist (Canada)", "labels", """
rep: [[meadowvale orthodontics|ORG]] [[courtney|PER]] speaking
caller: hi yeah i'm calling for my daughter she was referred by doctor [[sandhu|PER]] for braces
rep: okay wonderful what's her name
caller: [[simran gill|PER]]
rep: and her birthday
caller: [[july twenty second twenty eleven|DOB]]
rep: and is it mom i'm speaking with
caller: yes [[harpreet|PER]]
rep: okay [[harpreet|PER]] do you have dental coverage
caller: yes through my husband's work he's at [[magna|ORG]] it's [[sun life|ORG]]
rep: can i get the plan number and the id number
caller: plan [[two five six one one|ID]] and the id is [[four oh nine, three three eight, one seven two|ID]]
rep: and your address
caller: [[sixty two forty six ninth line|ADR]] oh wait no sorry that's the old one we moved it's [[thirty one eighty battleford road unit twelve|ADR]] [[mississauga|LOC]] [[l five n, two y five|PC]]
rep: and a phone number
caller: [[nine oh five, eight one four, two seven seven three|TEL]]
rep: the consult is free we have [[november third|DATE]] right after school at four fifteen
caller: that works she gets out of [[meadowvale secondary|ORG]] at two thirty
rep: perfect bring her health card too and the referral if you have a paper copy
"""),
    ("medical-equipment rental", "labels", f"""
A: [[keystone medical supply|ORG]] this is [[tamika|PER]]
B: hi yeah i'm calling about a wheelchair rental for my husband he's coming home from [[lancaster general|ORG]] on [[wednesday the eighth|DATE|eighth]]
A: okay is there an order from the doctor
B: the social worker [[beth|PER]] said she sent it over doctor [[ramaswamy|PER]] signed it
A: okay and the patient's name
B: [[leonard|PER|leonard]] uh [[leonard fischer|PER|leonard]]
A: date of birth
B: [[one twenty six forty nine|DOB]]
A: does he have medicare
B: yes and [[highmark|ORG]] as the secondary
A: the medicare number please it's on the red white and blue card
B: it's [[eight x h two, r n four, w j six one|ID]]
A: and the delivery address
B: [[four eleven north duke street apartment two c|ADR]] in [[lancaster|LOC]]
A: and a number
B: [[seven one seven, three nine two, oh oh four eight|TEL]] that's the house
A: the rental is forty two a month after medicare pays its part would you like to put a card on file for the copay
B: sure it's an amex [[{say(CC_RENTAL, "1111 111111 11111")}|CC]]
A: and the name on the card
B: [[linda fischer|PER|linda]] i'm his wife
A: thank you [[linda|PER|linda]] we'll deliver the morning of [[the eighth|DATE|eighth]] and the driver will show you how to fold it
"""),
    ("rideshare lost item", "labels", """
agent: thanks for contacting [[lyft|ORG]] support my name is [[jerome|PER]] can i get your name
customer: yeah it's [[agnieszka nowak|PER|aga]] most people just say [[aga|PER|aga]]
agent: how can i help you [[aga|PER|aga]]
customer: i left my laptop bag in a car last night i was going from [[o'hare|LOC]] to my place in [[avondale|LOC]]
agent: okay i'm sorry about that let me find the ride what's the email on the account
customer: [[aga dot nowak at icloud dot com|MAIL]]
agent: okay i see a ride on [[the eleventh|DATE]] pick up terminal three drop off [[thirty two fourteen north kedzie avenue|ADR]]
customer: yes that's me
agent: your driver was [[mohammed|PER]] did you try contacting him through the app
customer: i did he didn't answer it's a gray bag with a [[northwestern|ORG]] sticker my work laptop's in there
agent: okay i'm opening a lost item case the number is [[l i, seven seven four, oh two one nine|ID]]
customer: can he just drop it at my office
agent: what's the address
customer: [[six seventy five north saint clair street|ADR]] it's the big glass building by the hospital
agent: and a number he can reach you at
customer: [[seven seven three, two one eight, six six four oh|TEL]]
agent: if he returns it there's a fifteen dollar return fee
customer: fine whatever honestly my boss [[okafor|PER]] is gonna kill me if that laptop's gone
"""),
    ("university bursary office (South Africa)", "speakers", """
speaker 1: good morning, bursaries office, [[annelie|PER]] speaking.
speaker 2: morning ma'am, my name is [[lwazi mthembu|PER|lwazi]], i'm phoning because my bursary payment didn't come through.
speaker 1: okay, what's your student number?
speaker 2: [[two four oh eight, one one nine three|ID|studentno]].
speaker 1: and your i d number for verification?
speaker 2: [[oh three oh six one five, five four two seven, oh eight six|ID]].
speaker 1: thank you [[lwazi|PER|lwazi]]. i see the [[oppenheimer memorial trust|ORG]] award was approved, but the bank details bounced.
speaker 2: ja, i changed banks, i'm with [[capitec|ORG]] now.
speaker 1: okay, give me the new account number.
speaker 2: [[one six one oh, four four seven, two nine three|BANK]].
speaker 1: you also need to upload a bank letter on the portal, under your student login.
speaker 2: the login is just my student number, [[two four oh eight one one nine three|ID|studentno]]?
speaker 1: yes. and your postal address is still [[forty three ntlazane road|ADR]], [[khayelitsha|LOC]], [[seven seven eight four|PC]]?
speaker 2: for post, yes, that's my mom's house, but i'm staying in [[metanoia|LOC]] now.
speaker 1: and a cellphone?
speaker 2: [[oh seven two, five five eight, one three oh four|TEL]].
speaker 1: and the email, your university one.
speaker 2: [[two four oh eight one one nine three at sun dot ac dot za|MAIL]].
speaker 1: i'll resubmit it today, it should reach you by [[the twenty fifth|DATE]].
speaker 2: enkosi, ma'am, my mom in [[mthatha|LOC]] was so worried.
"""),
    ("hunting licence (Canada)", "labels", f"""
agent: [[manitoba conservation|ORG]] licensing this is [[kayla|PER]]
customer: hi there i'm trying to put in for the deer draw and the website keeps timing out on me
agent: sorry about that i can do it over the phone what's your hunter education number
customer: it's [[h e, one nine eight eight, four oh two|ID]]
agent: and your name
customer: [[myron kowalchuk|PER|myron]]
agent: could you spell the last name
customer: [[k o w a l c h u k|SPELL|myron]]
agent: and date of birth
customer: [[december eleventh sixty seven|DOB]]
agent: mailing address
customer: [[three oh one main street south|ADR]] [[dauphin|LOC]] [[r seven n, one k two|PC]]
agent: and a phone number
customer: [[to oh for, six three eight, for one two nine|TEL]]
agent: and which area are you applying for
customer: up around the [[duck mountains|LOC]]
agent: okay the fee is forty two fifty card number when you're ready
customer: [[{say(CC_HUNT, "1111 1111 1111 1111", doubles=True)}|CC|huntcard]]
agent: let me read that back [[four five one oh, one five six six, four two oh nine, eight seven three oh|CC|huntcard]]
customer: yep that's it
agent: draw results come out [[june twelfth|DATE]] you'll get an email
customer: and if i get drawn can my buddy [[dwayne|PER]] hunt with me on my tag
agent: he needs his own licence but he can come along the officer out in [[grandview|LOC]] is [[harvey|PER|harvey]] if you have questions
customer: oh i know [[harv|PER|harvey]] he's a good guy
"""),
    ("boat insurance claim", "labels", """
rep: thanks for calling [[anchor marine|ORG]] this is [[travis|PER]]
caller: hey [[travis|PER]] uh i need to file a claim my boat got banged up in the storm on [[the ninth|DATE]]
rep: sorry to hear it policy number
caller: [[a m, four four one seven, oh nine two|ID]]
rep: and your name
caller: [[bao nguyen|PER|bao]] first name is [[b a o|SPELL|bao]]
rep: okay mister [[nguyen|PER|bao]] and where was the boat
caller: on a lift behind the house [[eleven twenty two southeast forty seventh terrace|ADR]] [[cape coral|LOC]]
rep: zip
caller: [[three three nine oh four|PC]]
rep: and the hull i d number should be on the back on the transom
caller: hang on i got a picture of it [[n r b, three three one eight, two k, nine two two|ID]]
rep: what kind of damage
caller: the lift cable snapped she dropped and the lower unit hit the seawall my neighbor [[gus|PER]] pulled her up with his truck
rep: has anyone looked at it yet
caller: i towed it to [[gulf coast marine|ORG]] over on [[pine island road|LOC]] they said the gearcase is cracked
rep: okay an adjuster will call you within forty eight hours best number
caller: [[two three nine, four oh six, one seven seven five|TEL]]
rep: and an email for the claim documents
caller: [[bao dot nguyen dot cc at gmail dot com|MAIL]]
rep: your claim number is [[c l m, two two nine one four oh|ID]] keep that handy
"""),
    ("certified-translation agency (caller in India)", "labels", """
A: [[lingobridge translations|ORG]], this is [[sofia|PER]].
B: hello, good evening, i am calling from [[pune|LOC]], i need a certified translation of my marriage certificate, it is in marathi.
A: sure, is this for [[uscis|ORG]]?
B: yes, for my spouse visa, my husband is working in [[edison|LOC]].
A: okay. how many pages?
B: only two pages. the certificate and one affidavit.
A: that's fine. can i have your full name as on the passport?
B: [[snehal deshpande|PER|snehal]], after marriage it is [[snehal kulkarni|PER|snehal]].
A: could you spell the first name?
B: [[s n e h a l|SPELL|snehal]].
A: and the passport number, since the translation must match.
B: [[t, four seven one nine oh two six|ID]].
A: and the date of marriage on the certificate?
B: [[eighteenth december twenty twenty two|DATE]].
A: and your husband's name?
B: [[aniket kulkarni|PER]].
A: where should we send the quote?
B: [[snehal dot k ninety one at rediffmail dot com|MAIL]].
A: and a phone number with country code.
B: [[plus nine one, nine eight two two, three four oh, six one five|TEL]].
A: we also need a scan. you can upload it on our site once you create a login.
B: i already made one, [[snehal underscore pune|USER]].
A: perfect. and the certified copy goes to your husband?
B: yes, [[forty two amboy avenue|ADR]], [[edison|LOC]], [[new jersey|LOC]], [[oh eight eight three seven|PC]].
"""),
    ("summer camp", "turns", f"""
[[camp wawenock|ORG]] office this is [[becca|PER]]
hi there this is [[dalia mansour|PER]] i'm registering my two for the july session
great are they returning campers
my son is [[omar|PER]] my daughter [[layla|PER]] is new
okay [[omar|PER]]'s account number should be on last year's receipt
uh it says [[c w, two oh two three, one one eight|ID]]
got it and what's [[layla|PER]]'s date of birth
[[april fourth twenty fifteen|DOB]] so she'll be nine
and [[omar|PER]]'s i have as [[the thirtieth of august twenty twelve|DOB]]
yes
we need a physical form signed within the last year who's their pediatrician
doctor [[lindqvist|PER]] at [[newton wellesley|ORG]]
great the bus picks up at [[riverside station|LOC]] in [[newton|LOC]] on [[june thirtieth|DATE]] at eight
perfect we're right there on [[grove street|LOC]]
and for the deposit
it's a discover [[{say(CC_CAMP, "1111 1111 1111 1111", doubles=True)}|CC]]
and an email for the parent portal
[[dalia dot mansour at bc dot edu|MAIL]] i work at [[bc|ORG]] so i check it all day
"""),
    ("tattoo studio aftercare, no PII", "labels", """
A: studio what's up
B: hey um i got a tattoo there on friday and it's peeling like a lot is that normal
A: yeah totally normal around day four five six it's like a sunburn peeling
B: okay and it's itchy like crazy
A: don't scratch it you can slap it lightly or put a little unscented lotion on
B: i've been using the ointment the artist gave me
A: that's good for the first few days after that switch to lotion thin layer too much and it can't breathe
B: can i go swimming this weekend my friends are going to the lake
A: no sorry two weeks minimum no pools no lakes no hot tubs
B: ugh okay and the gym
A: gym is fine just keep it clean and don't let anything rub on it
B: there's like a little cloudy part in the middle is that ink coming out
A: probably just plasma or lotion if it's red and hot and getting worse instead of better that's when you see a doctor
B: no it's not hot
A: then you're fine if you're worried swing by and the artist will take a look
B: okay cool thanks
"""),
    ("kilt hire shop (Scotland)", "speakers", """
speaker 1: good afternoon, [[kinloch kilts|ORG]], [[fraser|PER]] speaking.
speaker 2: hiya, i'm wanting to hire kilts for a wedding, there's five of us.
speaker 1: lovely, when's the wedding?
speaker 2: [[the twenty first of september|DATE]], it's out at [[dalhousie castle|LOC]].
speaker 1: oh, beautiful. and who's the main contact?
speaker 2: me, [[ruaridh|PER|ruaridh]], that's [[r u a r i d h|SPELL|ruaridh]], surname [[mackinnon|PER|ruaridh]].
speaker 1: and can you all come in for measuring, [[ruaridh|PER|ruaridh]]?
speaker 2: two of the boys are down in [[manchester|LOC]], i'll send theirs by email.
speaker 1: no bother. and your number?
speaker 2: [[oh seven seven one four, three eight two, nine oh six|TEL]].
speaker 1: and the address for the invoice?
speaker 2: [[flat three, twelve bruntsfield place|ADR]], [[edinburgh|LOC]], [[e h ten, four h n|PC]].
speaker 1: and the groom's name for the order?
speaker 2: [[daniel whitfield|PER]], he's english, so he doesn't have a tartan, we're going with the grey hire one.
speaker 1: good choice. email?
speaker 2: [[ruaridh dot mackinnon at btinternet dot com|MAIL]].
speaker 1: the deposit's twenty pound a kilt, you can pay by transfer, sort code [[eighty three, twenty six, forty one|BANK]], account [[double oh four one seven seven two six|BANK]].
speaker 2: brilliant. oh, and my pal [[ailey|PER]], she's the best woman, she'll be wanting a sash.
"""),
    ("bridal shop", "block", f"""
thank you for calling [[belle rose bridal|ORG]] this is [[gina|PER]]
hi [[gina|PER]] my name is [[yesenia|PER|yesenia]] i was in on saturday with my mom and my sister i tried on the lace one with the low back and i want to order it
oh yes i remember you [[yesenia|PER|yesenia]] you came in with [[marisol|PER]] right
yes that's my mom
okay congratulations so when's the wedding
[[october eleventh|DATE]] next year at the [[venetian|LOC]] in [[garfield|LOC]]
okay perfect that gives us plenty of time the dress takes about six months so we'd order it now and you'd have fittings in the summer
okay we did go to [[kleinfeld|ORG]] first but honestly i liked yours better
aw thank you so i need a fifty percent deposit which is eleven hundred and i can take a card
sure it's a mastercard [[{say(CC_BRIDAL, "1111 1111 1111 1111")}|CC]]
and the name on it
[[yesenia reyes ortiz|PER|yesenia]] with a hyphen between reyes and ortiz on the card
and the billing zip
[[oh seven six five two|PC]]
and a phone number
[[two oh one, four six seven, three nine eight two|TEL]]
and an email for the order confirmation
[[yesi dot reyes at hotmail dot com|MAIL]]
perfect your order number is [[b r, oh four four one seven|ID]] and i'll call you when it comes in to schedule your first fitting with [[luz|PER]] she does all our alterations
okay thank you so much
"""),
    ("funeral florist (Ireland, caller in the US)", "labels", f"""
agent: [[mahon point florist|ORG]], [[deirdre|PER]] speaking.
customer: hi, i'm calling from [[boston|LOC]], i need to send a wreath to a funeral in [[cork|LOC]], my uncle passed.
agent: oh, i'm sorry. which funeral home is he reposing at?
customer: [[o'connor's funeral home|ORG]], in [[douglas|LOC]].
agent: i know it well. and when's the reposing?
customer: [[thursday the sixteenth|DATE]], and the funeral mass is friday in [[saint columba's|ORG]].
agent: and the deceased's name, for the card?
customer: [[dermot healy|PER|diarmuid]], well, it's [[diarmuid|PER|diarmuid]] on the death notice, [[d i a r m u i d|SPELL|diarmuid]].
agent: and what would you like the card to say?
customer: with love from [[kieran|PER|kieran]], [[maureen|PER]] and the kids in [[boston|LOC]].
agent: lovely. and payment?
customer: visa, [[{say(CC_FLOWERS, "1111 1111 1111 1111")}|CC]].
agent: and your name as it is on the card?
customer: [[kieran healy|PER|kieran]].
agent: and a number in case there's any problem?
customer: [[six one seven, three oh two, seven one eight eight|TEL]].
agent: that's an american number, grand. we'll have it there thursday morning, before the doors open.
"""),
    ("vehicle registration office", "labels", """
agent: thanks for holding [[oregon d m v|ORG]] this is [[pete|PER]]
caller: hi um i moved here from [[boise|LOC]] a couple months ago and i need to switch my truck over
agent: okay you'll need to title and register it here do you have the title from [[idaho|LOC]]
caller: the bank has it it's financed through [[idaho central|ORG]]
agent: okay then we request it from them what's the vin
caller: [[one f t, f w one e eight, four n f, a two three nine one seven|ID]]
agent: and your driver license number
caller: [[seven one four, two oh nine, three|ID]]
agent: and your name as it is on the license
caller: [[tavita faleolo|PER]]
agent: date of birth
caller: [[three three ninety|DOB]]
agent: current address
caller: [[nine forty one southeast alder street unit b|ADR]] [[portland|LOC]] [[nine seven to one for|PC]]
agent: and the plate number from [[idaho|LOC]]
caller: [[two a, seven seven one, k|ID]]
agent: okay i'll email you the form at what address
caller: [[tfaleolo eighty eight at gmail dot com|MAIL]]
agent: bring that and the emissions certificate to the [[sandy boulevard|LOC]] office and they'll issue plates your appointment is [[november fourth|DATE]] at ten
caller: okay thanks a lot
"""),
    ("county medical examiner records", "labels", """
A: [[allegheny county medical examiner's office|ORG]] records this is [[denise|PER]]
B: hi um i'm calling to request the autopsy report for my father
A: okay i'm sorry for your loss do you have the case number
B: i think it's [[m e, two four, dash, oh three one one eight|ID]]
A: and the decedent's name
B: [[z big new|PER|zbig]] uh sorry it's [[z b i g n i e w|SPELL|zbig]] [[wisniewski|PER|zbig]]
A: okay [[wisniewski|PER|zbig]] yes and his date of birth
B: [[august second nineteen fifty|DOB]]
A: and the date of death
B: [[september twenty ninth|DATE]] he passed at home in [[carrick|LOC]]
A: and you are
B: his daughter [[krystyna|PER|krys]] with a k [[krys|PER|krys]] is fine
A: the report isn't final yet toxicology takes eight to twelve weeks the death certificate went to the funeral home which one did you use
B: [[laughlin|ORG]] in [[mount lebanon|LOC]]
A: okay i'll mail the final report to the next of kin address what is it
B: [[twenty seven eleven brownsville road|ADR]] [[pittsburgh|LOC]] [[one five two one oh|PC]]
A: and a phone
B: [[four one two, eight eight four, six oh three one|TEL]]
A: also our investigator wants to talk to you about his medications he'll give you a call this week
"""),
    ("unemployment claim", "labels", f"""
agent: [[unemployment insurance agency|ORG]] this is agent [[hollis|PER]]
customer: yeah hi i filed my claim like three weeks ago and i haven't gotten a single payment
agent: okay i can look full social please
customer: [[three eight two, four oh, one nine six five|SSN]]
agent: and your name
customer: [[hussein|PER|hussein]] [[hussein bazzi|PER|hussein]]
agent: date of birth
customer: [[eleven twenty one eighty five|DOB]]
agent: okay [[hussein|PER|hussein]] i see the claim [[u i, seven seven oh two four one nine|ID]] there's a hold because your employer protested who was your last employer
customer: i was at the plant on [[rotunda drive|LOC]] it's [[ford|ORG]]'s plant but the checks came from [[aerotek|ORG]]
agent: okay they're saying you quit
customer: i didn't quit the assignment ended on [[july nineteenth|DATE]] i had to chase them for two weeks just to get my last check
agent: you'll need to respond to the protest in your online account what's your username
customer: [[hbazzi underscore eighty five|USER]]
agent: and payments go by direct deposit to the account ending [[four four seven one|ID]]
customer: no i closed that one i'm with [[chase|ORG]] now
agent: i can update it routing number
customer: [[{say(RTN_UIA, "111111111", gap=" ")}|BANK]]
agent: and the account
customer: [[{say(ACCT_UIA, "1111111111", gap=" ", doubles=True)}|BANK]]
agent: and your mailing address is still [[seventy six oh one schaefer road|ADR]] in [[dearborn|LOC]]
customer: yes
"""),
    ("food-truck permit", "speakers", """
speaker 1: [[denver environmental health|ORG]] mobile food this is [[carla|PER]]
speaker 2: hi [[carla|PER]] i'm opening a food truck and i'm confused about the commissary letter
speaker 1: sure what's the name of the business
speaker 2: [[seoul street eats|ORG]] l l c
speaker 1: and you are
speaker 2: [[ji woo park|PER]]
speaker 1: is there an application number
speaker 2: [[m f, two four, dash, oh oh six eight one|ID]]
speaker 1: okay i see it you listed your commissary as [[mile high commissary|ORG]]
speaker 2: yes on [[brighton boulevard|LOC]] i live out in [[aurora|LOC]] but the truck's parked there
speaker 1: the letter has to be signed by the commissary owner not the manager who's the owner there
speaker 2: a guy named [[theo|PER|theo]] uh [[theo papadakis|PER|theo]]
speaker 1: right i know [[theo|PER|theo]] get him to sign it and upload it your plan review inspection is on [[the third|DATE]]
speaker 2: is that in person
speaker 1: yes bring the truck to [[twenty eight fifty five fairfax street|ADR]] in [[denver|LOC]]
speaker 2: okay can you email me the checklist
speaker 1: sure what's your email
speaker 2: [[chef jiwoo at seoulstreeteats dot com|MAIL]]
speaker 1: and a phone
speaker 2: [[seven two oh, three three one, oh nine four eight|TEL]]
speaker 1: one more thing your sales tax license from the state do you have the number
speaker 2: [[oh nine one, seven seven two, four four six, oh oh oh one|ID]]
"""),
    ("three-way call: a nephew, his elderly aunt and a bank's fraud desk", "turns", """
[[wells fargo|ORG]] fraud prevention this is [[angela|PER]]
hi yes i'm calling with my aunt on the line she's elderly and i think somebody scammed her
okay i'm sorry to hear that is the account holder on the line with us
yes hello i'm here
hi ma'am can i have your full name
[[gurdeep kaur|PER|gurdeep]]
and [[gurdeep|PER|gurdeep]] what's your date of birth
[[fourth march nineteen forty one|DOB]]
and the last four of your social
[[oh nine one two|SSN]]
thank you and who's with you
i'm her nephew [[manpreet dhillon|PER|manpreet]]
okay what happened
a man called her and said he was from [[social security|ORG]] said her number was suspended and she had to buy gift cards at [[target|ORG]] on [[shaw avenue|LOC]]
he said keep it secret beta don't tell the family
did he give a callback number ma'am
yes i wrote it down [[two oh two, five nine four, three one seven seven|TEL]]
how much did you withdraw
four thousand from the [[clovis|LOC]] branch
okay i'm going to put a hold and flag the account which account was it the checking ending in [[six six four two|ID]]
yes that one
i'm also going to add a note that you [[manpreet|PER|manpreet]] can't act on the account unless you have power of attorney
that's fine we're getting that done with a lawyer mister [[bains|PER]]
we'll send a fraud packet to her address on file [[forty seven oh six north cedar avenue|ADR]] [[fresno|LOC]]
yes that's right
and a number for you [[manpreet|PER|manpreet]]
[[five five nine, two eight one, oh six four four|TEL]] and our target is to get the poa signed this week
good your case number is [[f r, eight one three, three oh nine, four|ID]]
"""),
    ("voicemail left by a photographer", "block", """
hi this message is for [[keisha|PER]] this is [[nadia|PER]] from [[golden hour studio|ORG]] um just calling about your maternity session we had you down for [[saturday the nineteenth|DATE]] at six at [[lake merritt|LOC]]
but the city closed the pergola area that weekend so i wanted to see if we could either move it to [[the twenty sixth|DATE]] or go over to [[joaquin miller park|LOC]] instead which honestly is gorgeous at that time of day
um also your gallery from the engagement shoot is finally up you'll log in with [[keisha j twenty three|USER]] and the password is the one i texted you
the invoice number is [[g h, two one four seven|ID]] and there's a balance of ninety dollars you can pay through the link or drop by the studio it's [[fifteen twelve grand avenue suite two hundred|ADR]] in [[oakland|LOC]] right by the [[grand lake theater|LOC]]
oh and tell [[marcus|PER]] he can wear the green shirt it'll look great together
okay give me a call back at [[five one oh, two six three, eight oh one four|TEL]] that's my cell or email me [[nadia at goldenhourstudio dot co|MAIL]]
again that's [[five one oh, two six three, eight oh one four|TEL]] okay talk soon bye [[keisha|PER]]
"""),
    ("shoe repair, no PII", "turns", """
hello shoe repair
hi do you resole boots
yes what kind of boots
they're work boots leather the sole's coming off at the toe and the heel is worn down to nothing
okay if it's a stitched sole we can do a full resole if it's glued we can still usually do it
how much are we talking
full resole with heels around ninety five to a hundred and twenty depends on the sole you pick
and how long
about two weeks right now we're a little backed up
hm okay i kind of need them for work
we can do just the heels and reglue the toe in two three days for about forty that'll buy you some time
okay that might be the move
bring them in and i'll take a look before you decide no charge to look
great what time do you close
six today
cool i'll come by after work
"""),
]


def main():
    assert aba_valid(RTN_LOAN) and aba_valid(RTN_UIA)
    assert len(CALLS) == 30
    make_set("asr5", CALLS, NAME_WORDS, (440, 520), spans_per_call=(14, 22),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
