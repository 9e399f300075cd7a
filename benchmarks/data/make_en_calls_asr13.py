# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A thirteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to twelfth sets (make_en_calls_asr6.py ... make_en_calls_asr12.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 146 in all.
Like the eleventh set, the snippets follow the five kinds of contact-centre call, six of each, but with callers
spread over many countries (England, Wales, Scotland, Ireland, Canada, the US, Australia, New Zealand, India, South
Africa, Nigeria).  Domains are kept apart from sets one to twelve (make_en_calls_asr.py ... make_en_calls_asr12.py):
  customer support: a robot-vacuum battery under warranty (England), an e-reader subscription charged twice
    (Canada), an online grocery order with missing items (Australia), a prepaid-electricity token the meter rejects
    (South Africa), a parking-app session paid in the wrong zone (Ireland), an ink-subscription printer gone offline;
  sales: a heat-pump quote callback (New Zealand), a business phone-system pitch to a dental practice (US), a hot-tub
    showroom follow-up with a deposit taken by card (Canada), a staff-uniform quotation (Nigeria), an exam-coaching
    counsellor calling a parent after a demo class (India), an e-bike shop enquiry (England);
  healthcare scheduling: a travel-vaccination clinic (England), a child's allergy skin-prick test (Ireland), a
    podiatry appointment turned into a home visit (Scotland), a twenty-week pregnancy scan (South Africa), a
    cataract pre-op assessment booked by a daughter (Canada), a screening-mammogram callback (US);
  banking fraud: a romance-scam wire recall (US), a fake supplier invoice paid to new bank details (England), online
    card-not-present charges (Canada), a fake parcel-fee text and an approved payment (Ireland), USSD transfers after a
    phone snatch (Nigeria), a customer checking whether a one-time-code call was real (Australia);
  insurance claims: travel-insurance medical treatment abroad (Australia), a laptop stolen from a car (Wales), a farm
    quad bike stolen from a shed (New Zealand), a hit-and-run in a mall car park (South Africa), a tree on a garage
    after a storm (US), a scooter accident (India).
Three snippets contain no PII at all (printer ink, e-bike shop, one-time-code check).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", pairs such as "forty five
oh six", "for" for four), e-mails and user names read aloud ("dot", "at", "underscore", "dot c a", "dot com dot n
g"), one e-mail the engine tidied itself, letters spelled out in varied forms ("a d e y e m i", "c i double l i a n",
"b as in bravo e a u l i e u", "c-h-u-k-w-u-m-a"), disfluencies, false starts, repeats, words glued by the engine
("maplegrovesmiles", "kestrelfoods") and names mis-heard or split by the engine ("alasdair mac cloud" for macleod,
"kwa bena" for kwabena).  People are named with and without a cue ("i'd have to ask denise", "joy in our accounts",
"it's kenji calling from"), by surname alone with a title ("doctor naidoo", "missus adeyemi", "mister whitfield"),
and one by a name that is an ordinary word ("joy"), which also occurs in its ordinary sense in the same snippet ("no
joy").  Organisations are named with and without a cue ("yes discovery", "currys about eighteen months ago", "to
opay", "through spectrum").  A few snippets have engine punctuation or commas, most have none.  Turn layouts vary:
"agent:/customer:", "rep:/caller:", "rep:/customer:", "agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one
unlabelled line per turn, one block.  Snippets outside the US use only the phone-number and postcode forms
call_sets.py checks (UK 0 + ten digits, an Irish mobile 08x + seven digits, a New Zealand mobile 021 + seven digits,
a South African mobile 0 + nine digits, Nigerian and Indian mobiles with "plus two three four" / "plus nine one";
UK "aa99 9aa", Canadian "a9a 9a9", a New Zealand four-digit postcode; a UK sort code is a six-digit
BANK_ACCOUNT, a Nigerian ten-digit account number a BANK_ACCOUNT).  No Eircode, Indian PIN code or South African
postcode is said.  Proper nouns are never capitalised (the set's checks accept lower case only).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("mister", "missus", "miss", "doctor", "constable"), family words
  ("my mother", "my husband"), possessive 's and trailing punctuation stay outside; names that are also words (see
  NAME_WORDS) are annotated only where they name a person; pet names, products, plans and makes (a honda, a trx),
  card brands, prices, counts, ages, times, weekdays, zone numbers and exam names ("j e e") are not annotated; a
  name's spelling (SPELLED_SEQUENCE) shares the entity of the person; a mis-heard or split form of a name keeps the
  person's entity; "card ending" four digits -> GENERIC_ID, "last four of your social" -> US_SSN; other ids (a
  device serial, an order number, a prepaid meter number, a car registration, a Scottish CHI number, a medical-aid
  number, an Ontario health card, a fraud case or complaint reference, a policy, claim or crime reference) ->
  GENERIC_ID; a sort code, an account number and a wire's receiving account -> BANK_ACCOUNT; a unit said with the
  street, and a New Zealand rural delivery number ("r d two"), are part of the STREET_ADDRESS; city and postcode after
  a street address are separate spans; streets without a number, suburbs, junctions and a shopping precinct are
  LOCATION; hospitals, a medical-aid scheme, shops, a courier and a garage are ORGANIZATION_NAME; dates include a leading "the"
  ("the twenty first"), a weekday before them stays outside; a birth date of anyone in the call (a child's too) is
  DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr13.jsonl and
en_calls_asr13.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr13.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"joy"}

MC_CA = card("535104276618290")     # 16 digits, a hot-tub deposit (Canada)
VISA_CA = card("450612398047725")   # 16 digits, read in pairs (Canada)

CALLS = [
# 001 customer support: robot vacuum battery under warranty (England)
("robot vacuum warranty", "labels", """
agent: thanks for holding you're through to [[brightwell home|ORG|bw]] support it's [[callum|PER|c]] speaking um have you got the serial number there it's on a sticker under the dust bin
customer: yeah hang on let me flip it over uh [[b w r, seven seven, oh four one nine, k|ID|sn]] i think the last one's a k
agent: yeah they all finish with a k so that's come up registered to a [[tariq hussain|PER|t]] can you just confirm the postcode for me
customer: [[l s sixteen, seven r t|PC|pc]]
agent: lovely and what's it doing
customer: so the battery just won't hold a charge it does the kitchen and then it goes back to the dock and just sits there sulking
agent: right okay that's still within the two years so i'll get a new battery sent out rather than the whole unit it goes by courier so you'll get a time slot by text
customer: perfect my wife [[shazia|PER|s]] is in tuesdays and wednesdays if it could be one of them
"""),
# 002 customer support: e-reader subscription charged twice (Canada), engine commas
("e-reader subscription double charge", "labels", """
rep: okay, i can see the two charges on the account, both on [[march fourth|DATE|d]], so that's definitely a duplicate
caller: yeah, and the, um, the second one came off my other card which is weird because i took that one off
rep: so just to verify, what's the user name on the account
caller: it's [[marguerite l underscore fifty eight|USER|u]]
rep: thank you, and the email
caller: [[m lalonde at videotron dot c a|MAIL|m]]
rep: perfect, so the charge on the card ending [[four one one eight|ID|c2]] is the duplicate, i'll reverse that now, it takes three to five business days
caller: okay, and i don't lose my books, right
rep: no, no, your library's safe, miss [[lalonde|PER|p]], it's just the billing
"""),
# 003 customer support: online grocery order with missing items (Australia)
("online grocery missing items", "labels", """
A: so which items were missing from the order
B: the um the two litre milk and the mince and i got charged for both
A: sorry about that can i just grab the order number it should start with g r
B: yeah it's [[g r nine four four seven two one six|ID|o]]
A: thank you and that was delivered to [[unit three twelve carrington street|ADR|a]] [[marrickville|LOC|m]]
B: that's it yeah
A: okay and it says the driver was [[mitch|PER|dr]] he's marked it all as delivered
B: i didn't even see him he just left the bags at the door and went
A: okay no worries i've refunded both items to your card ending [[two two nine one|ID|card]] it should show in a couple of days
"""),
# 004 customer support: prepaid electricity token rejected by the meter (South Africa)
("prepaid electricity token", "speakers", """
speaker 1: okay so the token isn't loading on the meter what does the screen say
speaker 2: it says reject reject um i typed it in three times
speaker 1: can you read me the meter number please
speaker 2: [[oh four one, seven seven, three two nine, oh eight six|ID|meter]]
speaker 1: and whose name is the account under
speaker 2: it's under my mother [[nomvula dlamini|PER|n]] but i'm the one paying
speaker 1: okay and where did you buy the token
speaker 2: at the [[shoprite|ORG|sr]] by the taxi rank
speaker 1: okay i see the problem that meter needs a key change first that's why it's rejecting i'm going to sms you two key change codes you put those in first and then the token what number must i send to
speaker 2: [[zero seven two, for for one, nine oh three eight|TEL|tel]]
"""),
# 005 customer support: parking-app session in the wrong zone (Ireland)
("parking app wrong zone", "turns", """
so i paid on the app it says i was paid from ten till twelve but i still got the notice on the windscreen
okay can i get the reg of the car
it's a [[one six one, d, four four eight two|ID|reg]]
and the user name on the app
[[fionnuala b eighty eight|USER|u]]
grand thanks [[fionnuala|PER|f]] okay i can see the session yeah the problem is you started it in zone two oh two which is [[salthill|LOC|s]] and the notice is from the car park across the road
ah for god's sake they're right beside each other
i know it happens a lot look i'll send an appeal in to [[apcoa|ORG|ap]] for you since you did pay just not for the right spot no promises though
"""),
# 006 customer support: ink subscription, printer offline (US) -- no PII
("ink subscription printer offline (no PII)", "block", """
so the cartridges only ship when the printer tells us it's low so if it's offline we never get the signal yeah it's
been offline since we changed the router okay so the easiest thing is just to reconnect it to the new wifi on the
printer itself go to the little wrench icon then wireless setup wizard and pick your network uh it's asking for a
password now yep that's your wifi password not your account one okay it says connected great so give it about an
hour to report in and the order should trigger on its own if it doesn't by tomorrow just give us a call back and we'll
send one out manually
"""),
# 007 sales: heat-pump quote callback (New Zealand)
("heat pump quote callback", "labels", """
agent: kia ora it's [[aroha|PER|a]] from [[warmwise heat pumps|ORG|w]] you filled in the form on our website about a quote for the lounge
customer: oh yes yes thanks for calling back
agent: no worries so the next step is one of our assessors comes out to measure up is it still [[twenty seven kowhai road|ADR|adr]]
customer: that's it yep
agent: awesome so we've got [[rawiri|PER|r]] in your area thursday morning he'll text you when he's on his way from [[oh two one, four four seven, two nine oh one|TEL|tel]]
customer: yeah mornings are good um will he need to get up in the roof cos the manhole's in the hallway cupboard
agent: he might just have a quick look yeah for the pipe run
"""),
# 008 sales: business phone system for a dental practice (US)
("business phone system pitch", "labels", """
rep: so right now you've got four lines through [[spectrum|ORG|sp]] and you said you're paying around three eighty a month
caller: something like that yeah i'd have to ask [[denise|PER|de]] she does all the bills
rep: okay no worries what i can do is send over a side by side comparison what's the best email for that
caller: just send it to the front desk one it's [[frontdesk at maplegrovesmiles dot com|MAIL|e]]
rep: got it and is the final decision with you or
caller: no that's doctor [[okafor|PER|ok]] he owns the practice he's in with patients till four though
rep: perfect i'll pencil in a demo for [[the twenty first|DATE|d]] at one and send him an invite
"""),
# 009 sales: hot-tub showroom follow-up, deposit by card (Canada), engine punctuation
("hot tub showroom follow-up", "labels", f"""
A: hi, it's [[kenji|PER|k]] calling from [[northern spa and leisure|ORG|n]]. you were in on saturday looking at the six person model?
B: oh, right, yes. we were still talking it over.
A: no pressure at all. i just wanted to let you know the spring pricing ends on [[april thirtieth|DATE|d]], so if you're leaning that way, that's the date.
B: okay. my husband [[gurpreet|PER|g]] says let's just do it, can you take the deposit now?
A: absolutely, go ahead with the card number when you're ready.
B: it's [[{say(MC_CA, "1111 1111 1111 1111", doubles=True)}|CC|cc]].
A: thank you. and delivery is to [[four fifty one carrs landing road|ADR|adr]], is that right?
B: that's it, up the hill.
"""),
# 010 sales: staff-uniform quotation (Nigeria)
("staff uniform quotation", "labels", """
rep: good afternoon ma this is [[chinedu|PER|c]] from [[adire threads|ORG|at]] i'm following up on the quotation we sent for the staff uniforms
customer: ah yes we received it but our m d said the price should come down small
rep: okay ma no problem how many pieces again was it eighty
customer: eighty five now we just employed more people
rep: okay i will revise it who should i address it to
customer: send it to missus [[adeyemi|PER|f]] in procurement her email is [[f dot adeyemi at kestrelfoods dot com dot n g|MAIL|e]] that's [[a d e y e m i|SPELL|f]]
rep: okay ma and her number
customer: [[plus two three four, eight oh three, five five two, one nine four seven|TEL|t]]
"""),
# 011 sales: exam-coaching counsellor after a demo class (India)
("coaching institute demo follow-up", "labels", """
agent: hello am i speaking with mister [[ramesh iyer|PER|r]]
customer: yes speaking who is this
agent: sir this is [[pooja|PER|p]] calling from [[vidyapath academy|ORG|v]] you had registered your son for the free demo class for j e e preparation
customer: yes yes my son [[karthik|PER|k]] he attended on sunday
agent: okay sir and how was his experience
customer: he liked it only but the fees are too much sir one lakh forty for one year
agent: sir we have a scholarship test also next sunday if he scores well he will get up to fifty percent off i'll send the details on whatsapp on this same number [[plus nine one, nine eight four four oh, one two three seven six|TEL|t]]
customer: yes that is fine send it
"""),
# 012 sales: e-bike shop enquiry (England) -- no PII
("e-bike shop enquiry (no PII)", "turns", """
so that one's the step through with the mid drive motor, it's about eighteen hundred
and what's the range on that
realistically fifty sixty miles depending on the hills and you know how heavy you are
does it come with a lock
not as standard but we do a bundle with the lock and the rack for an extra hundred
and can i try it first
yeah come in any day except sunday bring some id and we'll let you take it round the block
okay i might pop in at the weekend then
great, no need to book, just ask at the counter
"""),
# 013 healthcare: travel-vaccination clinic (England)
("travel vaccination clinic", "labels", """
agent: so for [[ghana|LOC|g]] you'll need the yellow fever and we'd normally recommend typhoid and hep a as well when are you flying out
caller: [[the second of august|DATE|d1]]
agent: okay so we'd want you in at least ten days before that um can i take your date of birth
caller: [[eleventh of february nineteen ninety|DOB|dob]]
agent: and your surname
caller: [[owusu|PER|k]] [[o w u s u|SPELL|k]]
agent: lovely and the first name
caller: [[kwa bena|PER|k]]
agent: okay i've got thursday at ten with the nurse bring your yellow card if you've had anything before
"""),
# 014 healthcare: child's allergy skin-prick test (Ireland)
("allergy skin-prick test", "speakers", """
speaker 1: okay and what's the little lad's name
speaker 2: [[cillian o'shea|PER|c]] that's [[c i double l i a n|SPELL|c]]
speaker 1: and his date of birth
speaker 2: [[the third of october twenty nineteen|DOB|dob]]
speaker 1: and it was doctor [[moloney|PER|gp]] referred him is it
speaker 2: yeah that's right
speaker 1: grand so we do the skin prick tests on tuesday mornings and he'll need to be off the antihistamines for five days before i'll ring you back with a slot is this the best number
speaker 2: yeah or the mobile is better [[oh eight seven, three three one, four oh six two|TEL|tel]]
"""),
# 015 healthcare: podiatry appointment moved to a home visit (Scotland), engine commas
("podiatry home visit", "labels", """
agent: podiatry, [[eilidh|PER|e]] speaking
customer: hiya, i need to move an appointment, it's for my dad, [[alasdair mac cloud|PER|a]]
agent: okay, can i take his chi number
customer: aye, it's [[two one oh four four one, three three five two|ID|chi]]
agent: thank you, and he's still at [[nine baird avenue|ADR|adr]]
customer: that's him, he had a fall last week so he cannae manage the bus on monday
agent: oh no, right, i can get one of the team out to the house instead, [[the twelfth|DATE|d]], would that do
customer: that'd be brilliant, thanks
"""),
# 016 healthcare: twenty-week pregnancy scan (South Africa)
("pregnancy scan booking", "labels", """
caller: hi i'm phoning to book the twenty week scan my gynae is doctor [[naidoo|PER|n]] at [[netcare sunninghill|ORG|ns]]
rep: okay no problem are you on medical aid
caller: yes [[discovery|ORG|d]] the number is [[four four seven, one oh nine, two two six|ID|m]]
rep: and is it you as the main member
caller: no it's my husband [[thabo mokoena|PER|t]] i'm a dependant
rep: okay i have a slot on tuesday at eleven with the sonographer and a number for the reminder
caller: [[zero eight two, five five three, one oh four seven|TEL|tel]]
"""),
# 017 healthcare: cataract pre-op assessment booked by a daughter (Canada)
("cataract pre-op assessment", "labels", """
A: so this is just the pre op assessment they'll measure the eye for the lens it takes about two hours
B: okay it's for my mother she doesn't hear very well on the phone so i'm calling for her
A: that's fine can i get her health card number
B: [[five five one two, four seven three, eight nine one, j k|ID|hc]]
A: and her name as it is on the card
B: [[parveen kaur gill|PER|p]] and her birthday is [[may nineteenth nineteen fifty one|DOB|dob]]
A: thank you so i have [[june third|DATE|d]] at nine thirty with doctor [[halvorsen|PER|h]]
B: she'll need a ride um i'll have to check with my brother but let's book it
"""),
# 018 healthcare: screening-mammogram callback (US)
("screening mammogram callback", "labels", """
rep: hi i'm calling from [[lakeshore imaging|ORG|li]] may i speak with [[latoya james|PER|l]]
customer: this is she
rep: great your doctor sent over an order for your screening mammogram so i just need to verify can i get your date of birth
customer: [[oh seven, twelve, seventy four|DOB|dob]]
rep: thank you and are you still at [[eighteen twelve fairmount avenue|ADR|adr]]
customer: yes ma'am
rep: okay we have a three d slot on [[the twenty eighth|DATE|d]] at eight fifteen would that work
customer: eight fifteen works
"""),
# 019 banking fraud: romance-scam wire recall (US)
("romance scam wire recall", "labels", """
agent: okay mister [[whitfield|PER|w]] before we go any further i need to verify can i have the last four of your social
customer: uh [[eight eight one two|SSN|ssn]]
agent: thank you so you sent the wire on [[october ninth|DATE|d]] and the beneficiary is a [[daniel reyes montoya|PER|dr]] is that the gentleman you met online
customer: yeah he he said he was an engineer on a rig and he needed it for the customs fees i know how it sounds he even called me from [[two one four, five five oh, eight eight three one|TEL|tel]]
agent: sir you're not the first and you won't be the last the receiving account was [[four oh oh nine one seven seven two three one five|BANK|acc]] at a bank overseas we'll send a recall request today but i have to be honest with you once it's been collected it's very hard to get back
"""),
# 020 banking fraud: fake supplier invoice paid to new bank details (England)
("invoice fraud new bank details", "speakers", """
speaker 1: so the email said the supplier had changed banks and we paid the invoice to the new details
speaker 2: okay and who's the supplier
speaker 1: [[hollins and pryce|ORG|hp]] they do all our packaging i tried ringing them this morning no joy
speaker 2: and can you read me the sort code and account you paid to
speaker 1: yeah sort code [[twenty, forty, sixty two|BANK|sc]] account [[seven three one oh eight eight four two|BANK|acc]]
speaker 2: and the email it came from
speaker 1: [[accounts at hollins pryce dot co|MAIL|e]] [[joy|PER|j]] in our accounts said it looked exactly like their normal ones but there's no and in it
speaker 2: right i've opened a case for you the reference is [[a p p, nine oh four one two seven|ID|ref]]
"""),
# 021 banking fraud: online card-not-present charges (Canada)
("card not present fraud", "labels", f"""
agent: okay mister [[beaulieu|PER|b]] i'm looking at the transactions now can you read me the full card number on the front
caller: [[{say(VISA_CA, "22 22 22 22", gap=" ")}|CC|cc]]
agent: thank you and there are three charges to [[glowmart online|ORG|gm]] from yesterday were any of those you
caller: no no i've never even heard of them
agent: okay i'm going to block this card and reissue it it goes to the address on file [[two oh seven rue saint denis|ADR|adr]] [[h two x, three k eight|PC|pc]]
caller: yeah that's right and could you spell the name properly this time the last one had it with a y it's [[b as in bravo e a u l i e u|SPELL|b]]
"""),
# 022 banking fraud: fake parcel-fee text and an approved payment (Ireland)
("parcel fee text approved payment", "turns", """
so i got a text saying my parcel from [[an post|ORG|ap]] was being held and i had to pay a euro fifty to release it
and did you click on the link
i did yeah and i put in the card details and then the app asked me to approve something and i just pressed yes like an eejit
okay so that approval was for a payment of nine hundred and eighty euro to a merchant called [[paycove|ORG|pc]]
oh my god
okay don't worry can i just confirm your date of birth
[[twenty ninth of the fourth eighty two|DOB|dob]]
and your full name
[[deirdre o'sullivan|PER|d]]
thanks [[deirdre|PER|d]] i've blocked that card now and i'm raising a dispute for you the reference is [[f r d, seven seven four oh two|ID|ref]]
"""),
# 023 banking fraud: USSD transfers after a phone snatch (Nigeria)
("ussd transfers after phone theft", "labels", """
A: so you said your phone was snatched at the bus stop yesterday evening
B: yes and this morning i saw alerts that they have transferred money from my account with u s s d
A: sorry about that sir what is your account number
B: [[zero two three seven, eight one, four four nine six|BANK|acc]]
A: and your full name
B: [[emeka chukwuma obi|PER|e]] the middle name [[chukwuma|PER|e]] is [[c-h-u-k-w-u-m-a|SPELL|e]]
A: okay i can see two transfers to [[opay|ORG|op]] of fifty thousand each i have restricted the account now please go to any branch with your id your complaint number is [[c m s, six six one oh four nine|ID|c]]
B: okay thank you
"""),
# 024 banking fraud: was the one-time-code call real? (Australia) -- no PII
("one-time code call check (no PII)", "speakers", """
speaker 1: so just so you know if we ever call you we will never ask for the code that comes through by text
speaker 2: right because the bloke said he was from the fraud team and he needed the code to stop a payment
speaker 1: yeah that's a common one did you give him anything at all
speaker 2: no nothing i said i'd call back on the number on the card and he hung up on me
speaker 1: good on you that was exactly the right thing to do i've had a look and there's nothing unusual on your accounts
speaker 2: oh thank god okay
"""),
# 025 insurance claim: medical treatment abroad on travel insurance (Australia), tidied e-mail
("travel insurance medical claim", "labels", """
agent: so you were treated at [[siloam hospital|ORG|sh]] in [[denpasar|LOC|dp]] is that right
customer: yeah they x rayed it and put a cast on and i had to pay up front about two grand
agent: okay and can i get your policy number
customer: [[t r v, four four nine, one oh two, eight|ID|pol]]
agent: thank you [[bronwyn|PER|b]] i'll email the claim form out now is it still [[bron.tait@bigpond.com|MAIL|m]]
customer: yep that's the one
"""),
# 026 insurance claim: laptop stolen from a car (Wales)
("stolen laptop contents claim", "labels", """
rep: and where was the car parked
caller: on [[cathedral road|LOC|cr]] right outside the flat they smashed the back window and took the bag off the seat
rep: oh no and you've reported it to the police have you got a crime reference
caller: yeah it's [[six two, double oh three, four one seven five, one nine|ID|crn]]
rep: and the laptop where was it bought
caller: [[currys|ORG|cu]] about eighteen months ago i've still got the receipt
rep: okay and can i just confirm the postcode on the policy
caller: [[c f eleven, nine l j|PC|pc]]
rep: lovely i'll pass all this on to [[rhian|PER|r]] in the claims team she'll give you a ring back this afternoon on [[oh seven seven one two, three oh four, nine nine one|TEL|tel]]
"""),
# 027 insurance claim: farm quad bike stolen from the shed (New Zealand)
("farm quad bike theft", "block", """
so they took the quad out of the implement shed sometime sunday night we only noticed monday morning when we went to
feed out okay and what's the rego on it [[k h seven four nine|ID|rego]] and that's the honda yep the trx and have you
told the police yeah a constable [[aperahama|PER|ap]] came out yesterday and what's the address of the property
[[one forty two rangitoto road r d two|ADR|adr]] [[te awamutu|LOC|ta]] [[three eight seven two|PC|pc]]
"""),
# 028 insurance claim: hit-and-run in a mall car park (South Africa), engine punctuation
("hit and run car park claim", "labels", """
agent: okay, and where did this happen?
customer: in the parking at [[menlyn maine|LOC|mm]], i was inside for maybe twenty minutes.
agent: and did anyone see it?
customer: the car guard did, he wrote down the registration of the other car, it's [[k b sixty three n x g p|ID|reg]].
agent: okay, that helps a lot. your claim number is [[c l m, two three four four, oh nine|ID|claim]], and one of our assessors, [[pieter van der merwe|PER|p]], will phone you to book a time to see the car.
customer: thank you. and the policy is under my husband's name, [[sipho|PER|s]], is that a problem?
agent: no, you're a named driver, that's fine.
"""),
# 029 insurance claim: tree on the garage after a storm (US)
("storm tree on garage", "speakers", """
speaker 1: yeah so the big oak came down on the detached garage in the storm on [[the fourteenth|DATE|d]]
speaker 2: okay is anyone hurt
speaker 1: no no thank god just the roof's caved in and my truck's under it
speaker 2: okay and what's the property address
speaker 1: [[three oh nine pecan hollow drive|ADR|adr]] [[tyler|LOC|t]] [[seven five seven oh three|PC|pc]]
speaker 2: thank you i can see the policy under [[raymond delgado|PER|r]]
speaker 1: yep that's me
speaker 2: okay so we'll get an adjuster assigned in the meantime take photos and upload them in the app your user name is [[r delgado seven one|USER|u]] if you forgot it
"""),
# 030 insurance claim: scooter accident (India)
("scooter accident claim", "labels", """
agent: sir please tell me the vehicle registration number
caller: [[k a zero three, h m, four four one two|ID|reg]]
agent: and the policy number sir
caller: [[three zero zero one, five two eight eight, one six|ID|pol]]
agent: where did the accident take place
caller: near [[silk board junction|LOC|sb]] a cab hit me from behind
agent: okay sir our surveyor mister [[venkatesh|PER|v]] will inspect the vehicle at the garage which garage it is
caller: [[sri ganesh motors|ORG|sg]] only sir
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr13", CALLS, NAME_WORDS, (130, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
