# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A tenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to eighth sets (make_en_calls_asr6.py ... make_en_calls_asr8.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them).  Domains are
kept apart from sets one to eight (make_en_calls_asr.py ... make_en_calls_asr8.py): a sim-swap fraud check (England),
a scaffolding hire (England), a language-school enrolment (Ireland, a Polish caller), a taxi-firm business account
(Scotland), a hospice volunteer rota (England), a student-accommodation bond refund (Australia), a washing-machine
engineer no-show (England), a football season-ticket renewal (England), a tenancy tribunal application (New
Zealand), a mobile-money reversal (Kenya), a school-fees instalment plan (Nigeria), a medical-aid claim (South
Africa), a coworking-space membership (India), a money transfer held for review (Canada), a skip hire (England), an
allotment waiting list (England), a prison visit booking (England), a horse livery yard (Ireland), a farm-supplies
delivery (New Zealand), a stair-lift fitting (Wales), a hot-air balloon voucher (England), a marriage licence office
(US), a vehicle impound release (US), a citizenship appointment (Australia), a dialysis transport booking (US), a
dance-school costume order (Canada), a golf-society outing (Scotland), a market-research survey callback, a cinema
lost-property desk and a guitar repair quote.
Three snippets contain no PII at all (market-research survey, cinema lost property, guitar repair).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", "triple", the odd "for" for
four and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore", "all one word", "at yahoo dot co
dot uk"), letters spelled out in varied forms ("w-i-s-n-i-e-w-s-k-a", "h o double l i s", "d as in delta e a r b h l a",
"r for romeo a m a s a m y"), disfluencies, repeated words, self-corrections (a mobile-money number with two
digits swapped, a postcode said wrong and then right) and names mis-heard or split by the engine ("mal gorzata
vishnevska" for malgorzata wisniewska, "grigor" for grzegorz, "vari mclean" for mhairi, "dervla" for dearbhla,
"usheen" for oisin, "rory" for ruairi, "karthi keyan rama samy").  People are often named without a cue ("then tunde will bring the teller", "so rich can
do first call") and by nicknames ("gosia", "bex", "jonno", "sunny").  Organisations are named with and without a cue
("you've been with three", "i'm with up now", "we're no like bolt", "can i pay into the access account"); some names
are ordinary words ("three", "tower", "bolt", "up", "access", "wise", and people called "faith", "rich", "precious",
"sunny") and also occur in their ordinary sense in the same snippet.  A few snippets have engine punctuation or
commas, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "A:/B:",
"speaker 1:/speaker 2:", one unlabelled line per turn, one block.  Snippets from England, Scotland, Wales, Ireland,
Australia, New Zealand, Canada, India, Kenya, Nigeria and South Africa use only the phone-number and postcode forms
call_sets.py checks (UK 0 + ten digits, an Irish mobile 08x + seven digits, a Kenyan mobile 07 + eight digits read
with "zero", a Nigerian mobile with "plus two three four", an Indian mobile with "plus nine one"; UK "aa9 9aa" /
"aa99 9aa", Canadian "a9a 9a9", New Zealand four-digit postcodes; an Australian BSB is a six-digit BANK_ACCOUNT).
No Eircode, no Indian PIN code and no Kenyan or Nigerian postcode is said.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, family words ("our", "mam", "my son"), possessive 's and trailing
  punctuation stay outside; a wrong or old value fully spoken and then corrected is annotated as its own entity;
  names that are also words (see NAME_WORDS) are annotated only where they name a person or an organisation; pet
  and horse names, products and apps (m-pesa, a silverado, a connemara), card brands, toll-free numbers, partial
  numbers ("ends in"), school classes ("j s s two", "form three"), prices, counts, times and weekdays are not
  annotated; a name's or e-mail part's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname
  or a mis-heard form of a name keeps the person's entity; "last four of your social" -> US_SSN; other ids (an IMEI,
  a DBS certificate, a job reference, a supporter number, a tribunal application, a mobile-money transaction code, a
  South African id number, a pre-authorisation, a prisoner number, a voucher, a licence confirmation, a plate, a
  client id, a Medicare number, a taxi account) -> GENERIC_ID; a Nigerian account number (NUBAN) or an Australian
  BSB and account -> BANK_ACCOUNT; city and postcode after a street address are separate spans; a house name or a
  New Zealand rural delivery number ("r d two") said with the street is part of the STREET_ADDRESS; a named
  organisation containing a place is one span; stadiums, parks, neighbourhoods and street corners are
  LOCATION; a medical practice, a hospital or a golf club is ORGANIZATION_NAME; dates include a leading "the" ("the
  third of march"); a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr10.jsonl and
en_calls_asr10.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr10.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"three", "tower", "bolt", "faith", "up", "rich", "access", "precious", "wise", "holly", "sunny",
              "grace", "may"}

VISA_UK = card("492181274300615")   # 16 digits
AMEX_CA = card("37592640183551")    # 15 digits

CALLS = [
# 001 sim-swap fraud check (England)
("sim-swap fraud check", "labels", """
agent: so we've had a request come through to move your number onto a new sim and we just want to check it was you that asked for it
customer: no no that wasn't me i've still got the phone in my hand i've had this phone three years
agent: okay i'll stop that straight away can i just confirm the number on the account
customer: yeah it's [[oh seven seven oh oh, nine double one, four two six|TEL|tel]]
agent: thank you and you've been with [[three|ORG|three]] since about twenty nineteen yeah
customer: yeah and last night i got a text saying [[gemma|PER|g]] from your fraud team would ring me and then this other number rang [[oh two oh, seven nine four six, one one eight three|TEL|scam]]
agent: that's not us we'd never do it like that can you read me the imei off the handset it's under settings about phone
customer: hang on um [[three five two oh nine nine one one, four seven two eight six six, oh|ID|imei]]
agent: lovely and just your date of birth for the notes
customer: [[fourteenth of feb eighty seven|DOB|dob]]
"""),
# 002 scaffolding hire (England)
("scaffolding hire", "turns", """
yeah it's for the back of the building the gable end we'll need it up for about three weeks
right and whereabouts are you
it's [[flat b, forty two ferncliffe terrace|ADR|adr]] just off the ring road in [[bramley|LOC|bram]] [[l s thirteen, two d x|PC|pc]]
okay and is the access round the side or is it through a ginnel
there's a ginnel yeah it's shared with next door so i'll have to let [[tariq|PER|t]] know he's alright though
if it's tight we might do a mobile tower down the side instead of a full lift
whatever you think's best you're the experts
so [[tower|ORG|tw]] can get a crew out thursday [[the ninth|DATE|d]] first thing
"""),
# 003 language-school enrolment (Ireland, a Polish caller)
("language-school enrolment", "labels", """
rep: grand, and what name will i put down for the enrolment?
caller: it's for my sister, her english is not so good yet. [[mal gorzata vishnevska|PER|m]].
rep: sorry, could you spell the surname for me there?
caller: yes, [[w-i-s-n-i-e-w-s-k-a|SPELL|m]]. but everybody calls her [[gosia|PER|m]], it's more easy.
rep: no bother. and a mobile number for her?
caller: put mine please, [[oh eight seven, two two six, four one nine oh|TEL|tel]]. i'm her brother, [[grigor|PER|g]].
rep: lovely. so the intermediate evening class starts on [[the twelfth of january|DATE|d]], tuesdays and thursdays, seven to nine.
caller: seven to nine, okay, i will tell her.
"""),
# 004 taxi-firm business account (Scotland)
("taxi-firm business account", "labels", """
A: it's the account for the surgery there's about six of us on it for the home visits
B: no bother what's the account name
A: [[kelvinside medical practice|ORG|kmp]] it'll be under [[ewan|PER|e]] or maybe [[mhairi|PER|mh]] set it up i'm no sure
B: aye i've got a [[vari mclean|PER|mh]] on it account number [[k m p oh four four|ID|acc]]
A: that's her aye so the thing is the drivers keep taking the long way round and we're getting billed for it
B: we're no like [[bolt|ORG|bolt]] hen it's the same drivers every week i'll have a word
A: and see last week one of them was about to bolt off before the doctor had her bag out the boot
B: och i'll put a note on the account for you
"""),
# 005 hospice volunteer rota (England)
("hospice volunteer rota", "speakers", """
speaker 1: so you're down for the tea trolley tuesday mornings with [[faith|PER|f]] is that still okay
speaker 2: oh yes i love being on with her she's got such faith in people
speaker 1: and could you cover the shop on [[the third of march|DATE|d]] because [[bev|PER|bev]]'s away that week
speaker 2: yeah that's fine oh and i've got a new mobile can you change it on the rota it's [[oh seven eight three four, five five oh, double two one|TEL|tel]]
speaker 1: got it and the landline i'll just take off
speaker 2: yes take that off nobody rings it
speaker 1: and has your dbs come back
speaker 2: yes the certificate number on it is [[oh oh one seven, six nine two oh, four four eight one|ID|dbs]]
"""),
# 006 student-accommodation bond refund (Australia)
("student-accommodation bond refund", "labels", """
agent: right so the bond was taken when you moved in at the start of the year
caller: yeah in february and i moved out on [[the thirtieth of november|DATE|out]] and it's been like three weeks now
agent: and which apartment was it
caller: [[apartment four sixteen, two twenty three swanston street|ADR|adr]]
agent: okay so we refund the bond into the account on file which is a [[commbank|ORG|cba]] account
caller: no no i closed that i'm with [[up|ORG|up]] now um the bsb's [[nine two three, one oh oh|BANK|bsb]] and the account's [[one to eight, four four nine, one seven|BANK|acct]]
agent: okay i'll need that in writing sorry i can't change bank details over the phone
caller: oh okay so like what do i do then just email it or
agent: there's a form on the portal i'll send you the link and once it's up it's about five business days
"""),
# 007 washing-machine engineer no-show (England)
("washing-machine engineer no-show", "turns", """
i waited in all day on [[the fourteenth|DATE|d]] and nobody came not even a text
i'm really sorry about that can i take the job reference
it's [[w m seven seven oh four three two|ID|job]]
thank you so that was booked with [[rich|PER|r]] he covers the [[stockport|LOC|s]] area
well whoever it was he never turned up and i'm not rich i can't keep taking days off work
no i completely understand let me see if [[rich|PER|r]] can do first call tomorrow
and the cover's through [[domestic and general|ORG|dg]] so i'm not paying for this am i
"""),
# 008 football season-ticket renewal (England)
("football season-ticket renewal", "labels", """
rep: so are both season cards on the one account
caller: yeah the account's in my name [[derek robson|PER|d]] and the other one's our [[jonno|PER|j]]'s
rep: lovely and how old is he now because the junior price stops at seventeen
caller: he's fifteen he was born [[the second of may two thousand and nine|DOB|jdob]]
rep: right so he stays junior this year and you may want to do it online before the deadline what's your login
caller: it's [[d robson seventy three|USER|u]] all one word
rep: and you're keeping the same seats
caller: same seats at the [[stadium of light|LOC|sol]] aye we've had them twenty year
"""),
# 009 tenancy tribunal application (New Zealand)
("tenancy tribunal application", "labels", """
agent: yep so i've got your application up here it's [[t t four four eight oh one seven|ID|app]]
customer: yeah that's the one the landlord's [[aroha te whata|PER|a]] but it all goes through [[harcourts|ORG|h]] they manage it
agent: and what's the address of the tenancy
customer: [[twelve kowhai grove|ADR|adr]] out in [[hamilton|LOC|ham]]
agent: okay and you're asking for the bond back plus compensation for the hot water
customer: yeah it was cold for like six weeks eh
agent: so mediation can be done by phone i'll get a mediator to give you a ring
"""),
# 010 mobile-money reversal (Kenya)
("mobile-money reversal", "labels", """
agent: okay, so which number did you send it to
customer: i sent to [[zero seven two two, four one eight, nine six three|TEL|wrong]] but it was supposed to be [[zero seven two two, four one eight, nine three six|TEL|right]], the last two i swapped them
agent: sawa, and how much was it
customer: eleven thousand five hundred, it's for my sister's school fees, [[wanjiru|PER|w]], she's in form three
agent: and the name that came on the m-pesa message
customer: it said [[peter njoroge|PER|p]], i don't know that one
agent: okay, i have raised the reversal, the transaction code is [[q k l seven h two m x four p|ID|ref]]
customer: thank you, and if he has already withdrawn it
agent: then we will call you, don't worry
"""),
# 011 school-fees instalment plan (Nigeria)
("school-fees instalment plan", "block", """
yes good afternoon ma i'm calling about my daughter's fees for second term she's in j s s two her name is
[[temitope ogunleye|PER|t]] okay let me check yes she has a balance from first term so what we can do is instalment
you pay half now and the balance on or before [[the fifteenth of march|DATE|d]] okay can i pay into the
[[access|ORG|acc]] account the one on the invoice yes the account number is
[[oh six nine, four two seven, seven one five three|BANK|ba]] then [[tunde|PER|tu]] will bring the teller to the
bursary on monday okay and if you can give me a number to reach you it's
[[plus two three four, eight oh three, seven one two, four four nine oh|TEL|tel]] because i don't have access to my
email these days no problem ma
"""),
# 012 medical-aid claim (South Africa)
("medical-aid claim", "labels", """
agent: can i have the main member's id number please
caller: ja it's [[eight five oh seven one two, five four three two, oh eight six|ID|said]]
agent: thank you and the claim is for which dependant
caller: my daughter [[precious|PER|p]] she had her tonsils out
agent: and her date of birth
caller: [[twenty second of august two thousand and fifteen|DOB|pdob]]
agent: okay i see it the claim from [[netcare sunninghill|ORG|nc]] was short paid because there's no pre authorisation
caller: but i phoned for it i spoke to a lady [[thandeka|PER|th]] she gave me a number [[p a seven seven one oh four nine|ID|auth]]
agent: okay let me link it
caller: please because my time is precious i've phoned four times now
"""),
# 013 coworking-space membership (India)
("coworking-space membership", "speakers", """
speaker 1: okay, so the hot desk plan, monthly. i'll create your login now. what user name you want?
speaker 2: make it [[senthil underscore k eighty four|USER|u]].
speaker 1: and name on the invoice, sir?
speaker 2: not me, the company, [[thangavel infotech|ORG|ti]]. i am [[senthil kumar|PER|s]], director.
speaker 1: okay sir, and mobile number?
speaker 2: [[plus nine one, nine eight triple four, two six seven one three|TEL|tel]].
speaker 1: and email for invoice?
speaker 2: [[accounts at thangavel infotech dot in|MAIL|mail]], infotech one word.
"""),
# 014 money transfer held for review (Canada)
("money transfer held for review", "labels", """
agent: okay i can see it it's being held for a verification check on our side
customer: yeah i got an email from [[wise|ORG|wise]] saying they need proof of address but i already uploaded it
agent: what address did you put on the profile
customer: [[unit nine oh four, eighty eight grenville street|ADR|adr]] [[toronto|LOC|to]] [[m five s, one b two|PC|pc]]
agent: okay and the document you sent is showing a different address
customer: oh that's probably my old lease in [[mississauga|LOC|mi]] yeah that wasn't very wise of me
agent: no worries just upload a bank statement with the new one and it should clear within a day
"""),
# 015 skip hire (England)
("skip hire", "labels", f"""
A: and is it going on the drive or on the road
B: road it'll have to be there's a car on the drive
A: then we'll need a permit off the council what's the address
B: it's [[rose cottage, mill lane|ADR|adr]] [[little haywood|LOC|lh]]
A: and the postcode
B: [[s t eighteen, oh t r|PC|pc]]
A: and whose name do i put on the permit
B: mine [[holly brennan|PER|h]] and tell the driver not to block the holly by the gate
A: no bother and i'll take the payment now long card number when you're ready
B: [[{say(VISA_UK, "1111 1111 1111 1111", doubles=True)}|CC|cc]]
"""),
# 016 allotment waiting list (England)
("allotment waiting list", "labels", """
rep: so you've been on the list since [[the eighth of april twenty twenty one|DATE|d]] and you're number twelve for the [[meersbrook|LOC|mb]] site
caller: twelve still i was twelve last year
rep: i know it's slow people hang on to them forever
caller: could you add my partner as a joint name so if one of us can't get up there
rep: course what's his name
caller: [[sunil mehra|PER|s]] but everyone calls him [[sunny|PER|s]]
rep: and an email for him
caller: [[sunny mehra eight two at hotmail dot co dot uk|MAIL|m]]
rep: lovely and if one comes up on the sunny side by the gate we'll let you know
"""),
# 017 prison visit booking (England)
("prison visit booking", "labels", """
agent: and who is it you're booking to visit
caller: my son [[kyle mccormack|PER|k]]
agent: and his prison number
caller: [[a four four nine one d k|ID|pn]]
agent: thank you and your date of birth as the lead visitor
caller: [[nine six seventy one|DOB|dob]]
agent: okay so the first slot i've got is [[the twenty sixth|DATE|d]] in the afternoon
caller: yeah that's fine and can his nan come as well [[maureen|PER|mo]] she's on his list
"""),
# 018 horse livery yard (Ireland)
("horse livery yard", "turns", """
so she's a fourteen two connemara and she'd be coming in on full livery from [[the first of october|DATE|d]]
grand and what name will i put on the contract
[[dervla hughes|PER|dh]] and it's the irish spelling [[d as in delta e a r b h l a|SPELL|dh]]
lovely and a number for you
[[oh eight five, seven seven three, two oh four one|TEL|tel]]
and an email for the invoices
[[dervla dot hughes at eircom dot net|MAIL|mail]] but the irish spelling again
no problem and you'll want to talk to [[usheen|PER|o]] about turnout he does the fields
"""),
# 019 farm-supplies delivery (New Zealand)
("farm-supplies delivery", "labels", """
agent: and where are we dropping the fencing wire and the posts
customer: [[three four two old coach road, r d two|ADR|adr]] [[te awamutu|LOC|ta]] [[three eight seven two|PC|pc]]
agent: and is someone going to be there to get it off the truck
customer: yeah my neighbour [[wiremu|PER|w]] he'll be there with the tractor
agent: sweet as and that's all going on the [[farmlands|ORG|fl]] account yeah
customer: yeah same as usual mate
"""),
# 020 stair-lift fitting (Wales)
("stair-lift fitting", "speakers", """
speaker 1: so the surveyor's been out and the rail fits the straight stairs fine
speaker 2: oh good because mam's been sleeping downstairs since the fall
speaker 1: so we can fit on [[the nineteenth of june|DATE|d]] is someone going to be there with her
speaker 2: yes i'll be there it's [[gwen|PER|g]] her daughter
speaker 1: and can i just check the address
speaker 2: [[nine heol y nant|ADR|adr]] [[clydach|LOC|c]] [[s a six, five h b|PC|old]] sorry [[s a six, five h p|PC|pc]]
speaker 1: lovely i've got that
"""),
# 021 hot-air balloon voucher (England)
("hot-air balloon voucher", "labels", """
agent: so the voucher number on the back of the card please
customer: it's [[b l n seven two two four x|ID|v]]
agent: lovely that was bought for [[bex|PER|b]] is that right
customer: yeah that's me it was a birthday present
agent: so from [[ashton court|LOC|ac]] the next morning flight i've got is [[the sixth of july|DATE|d]] weather permitting
customer: yeah go on then
agent: and an email for the confirmation
customer: [[bex dot hollis at yahoo dot co dot uk|MAIL|mail]] the second bit's [[h o double l i s|SPELL|mail]]
"""),
# 022 marriage licence office (US)
("marriage licence office", "labels", """
rep: okay and did you start the application online first
caller: yeah i made an account um the user name is [[dustin w underscore vegas|USER|u]]
rep: and the confirmation number it gave you
caller: [[m l two four six six oh nine|ID|conf]]
rep: got it and the bride is [[grace ann whitfield|PER|g]]
caller: yep that's her
rep: and i'll need your social for the groom
caller: [[five oh eight, seven two, one one nine four|SSN|ssn]]
rep: so there's no waiting period in [[nevada|LOC|nv]] by the grace of god you can get married same day
caller: ha yeah we're looking at [[the fourteenth of february|DATE|d]]
"""),
# 023 vehicle impound release (US)
("vehicle impound release", "turns", """
and what's the plate on the vehicle
it's [[h k t, four four nine, one|ID|plate]], texas plates
okay i see it, a silverado, towed from [[westheimer and fountain view|LOC|corner]] last night
yeah it was in the lot by the taco place i was literally in there ten minutes
and are you the registered owner
yeah [[luis ortega|PER|l]]
okay i'll need the last four of your social to pull up the record
[[six oh three one|SSN|ssn]]
okay, you can pay the release fee by card or cash at the lot on [[breen drive|LOC|bd]], bring the title and your id
"""),
# 024 citizenship appointment (Australia)
("citizenship appointment", "labels", """
A: can i get the client id off your letter
B: yep it's [[two oh nine, eight eight one, four four seven|ID|cid]]
A: and your full name
B: [[karthi keyan rama samy|PER|k]]
A: sorry could you spell the surname for me
B: [[r for romeo a m a s a m y|SPELL|k]]
A: and date of birth
B: [[twenty third of the fourth eighty nine|DOB|dob]]
A: okay so your appointment with [[home affairs|ORG|ha]] is [[the eleventh of september|DATE|d]] at nine fifteen
B: and do i bring the original passport or a copy
A: originals for everything
"""),
# 025 dialysis transport booking (US)
("dialysis transport booking", "labels", """
agent: okay and the pickup address for the dialysis runs
customer: [[twenty eight fifty east main street|ADR|adr]] [[columbus|LOC|col]] [[four three two oh nine|PC|pc]]
agent: and the medicare number off his card
customer: [[one e g for t e five m k seven three|ID|mbi]]
agent: and he goes monday wednesday friday to the unit on the east side
customer: yeah and if the van's late just ring me on my cell [[six one for, two nine seven, for for one oh|TEL|tel]]
agent: okay and his chair does he need the wheelchair van
customer: yeah he can't do the steps anymore
"""),
# 026 dance-school costume order (Canada)
("dance-school costume order", "labels", f"""
rep: so the recital costume is the sequin one in child medium that's forty five dollars
caller: yeah can you just put it on the card
rep: we don't keep cards on file sorry could i take the number
caller: oh sure um it's [[{say(AMEX_CA, "1111 111111 11111", doubles=True, gap=" ")}|CC|cc]]
rep: and which dancer is it for
caller: [[ava|PER|a]] she's in saturday jazz at the [[saint vital|LOC|sv]] studio
rep: and the receipt goes to the email on the parent portal
caller: um that's [[k lindqvist at shaw dot ca|MAIL|mail]] and the portal login is [[lindqvist fam twenty|USER|u]]
"""),
# 027 golf-society outing (Scotland)
("golf-society outing", "block", """
right so that's sixteen of you for the society day on [[the twenty second of may|DATE|d]] and who's the organiser
that'll be me [[rory mcgonigle|PER|r]] well it's [[r u a i r i|SPELL|r]] the irish way but nobody over here can say it
aye no bother and the best number for you [[oh seven nine six six, one double oh, three five two|TEL|tel]] and
you're coming up from [[dundee|LOC|dd]] aye we're getting a minibus so we'll be there for the shotgun start and may
i ask which club you're with it's the [[downfield|ORG|df]] lot mostly
"""),
# 028 market-research survey callback (no PII)
("market-research survey callback (no PII)", "turns", """
and how many people live in the household including yourself
two adults and um one kid so three
and in the last month would you say you've used public transport never once or twice or every week
once or twice probably when the car's in
okay and how satisfied were you on a scale of one to five
uh three i guess it's fine it's just always late
thanks and last one would you be happy to be contacted for future surveys
yeah why not
"""),
# 029 cinema lost-property desk (no PII)
("cinema lost-property desk (no PII)", "labels", """
agent: lost property how can i help
caller: hi i think i left an umbrella in screen four on friday the late showing
agent: what's it look like
caller: black one of the big golf ones with a wooden handle
agent: hang on let me have a look in the box
agent: yeah i've got a couple here is it got a little tear near the top
caller: yes that's it
agent: okay it's at the kiosk you can pick it up any time we're open
"""),
# 030 guitar repair quote (no PII)
("guitar repair quote (no PII)", "labels", """
rep: so what's going on with it
caller: the neck's got a bow in it and the action's really high like it buzzes on the first few frets
rep: sounds like it needs a truss rod adjustment and a setup probably a fret level too
caller: how much are we talking
rep: setup's sixty five fret level is another hundred bring it in and we'll take a look
caller: cool can i just walk in
rep: yeah any time before six
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr10", CALLS, NAME_WORDS, (125, 150), spans_per_call=(4, 6),
             heard=("for", "to"), abroad=True)


if __name__ == "__main__":
    main()
