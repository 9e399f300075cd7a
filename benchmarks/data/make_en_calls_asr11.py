# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""An eleventh, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to tenth sets (make_en_calls_asr6.py ... make_en_calls_asr10.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them).  Unlike those,
the snippets follow the five kinds of call a US contact-centre vendor records most, six of each, with callers mostly
in the UNITED STATES (three in Canada, one in England).  Domains are kept apart from sets one to ten
(make_en_calls_asr.py ... make_en_calls_asr10.py):
  customer support: a smart-thermostat app log-in, a home-security camera plan moved to a new house, an e-sim
    activation with a number port-in, starting electric service at a new apartment, a photo-cloud account recovery
    after a hack, a smart-TV streaming app that keeps buffering;
  sales: a fibre upgrade upsell, a walk-in bathtub lead, a Medicare Advantage enrolment, a mattress price-match, an
    extended car warranty, an in-home window-replacement estimate (Canada);
  healthcare scheduling: an MRI safety and prep call, a sleep-study booking, a colonoscopy booking, a toddler's
    speech-therapy evaluation, a mobile phlebotomist's home blood draw, a dermatology mole check (Canada);
  banking fraud: a zelle impostor-scam reversal, a washed cheque, a grandparent gift-card scam, a smishing payee
    (England), a gas-pump skimmer, a yes / no fraud-alert callback;
  insurance claims: a hail-damage roof, a dog bite at a lemonade stand, a stolen catalytic converter, a frozen
    sprinkler pipe flooding the condo below (Canada), a trip cancellation, a deer collision.
Three snippets contain no PII at all (streaming app, mattress price-match, fraud-alert callback).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", "triple", pairs such as
"fifty three seventy one", "for" for four and "to" for two), e-mails and user names read aloud ("dot", "at",
"underscore", "capital j", "proton mail" split in two), letters spelled out in varied forms ("k w o n",
"m u k h e r double e", "s-z-c-z-e-p-a-n-s-k-i", "z as in zebra h o u", "o like oscar k o n j o", "b as in boy" inside
an id), disfluencies, false starts, cut-off turns, self-corrections (an old e-mail, an old cell number, an old
address) and names mis-heard or split by the engine ("shep anski" for szczepanski, "shiv on" for siobhan, "ash win",
"hyun woo kwon", "bich ngoc").  People are often named without a cue ("tunde set it up", "my neighbor gus said",
"doctor uh nwachukwu", "ask for ray", "miles will text you") and by nicknames ("skip" for lawrence, "penny" for
penelope).  Organisations are named with and without a cue ("optimum offered him", "i called discover too", "she's
with intact"), by initialisms ("a d t", "u s a a", "the v a", "b of a", "l a p d", "plano i s d") and by names that
are ordinary words; those words, and people called "dawn", "skip", "penny", "ray", "jack" and "miles", also occur in
their ordinary sense in the same snippet ("since like dawn", "we can skip it", "a pretty penny", "the x ray", "a
jack and a sawzall", "eight miles south", "for optimum wifi", "the bars aren't even visible", "a real quest", "my ally",
"to discover the whole thing was fake", "a lemonade stand", "is your ceiling intact").  Dates and birth dates are said as "this coming thursday
the ninth", "four eleven eighty seven", "oh six, twenty, nineteen seventy nine", "the first of july forty nine".
Traps left unannotated: pet names, ages, prices, speeds, times, weekdays, a card's expiry, a partial phone number
("something ending in two two"), a unit said alone ("lot fourteen"), "the county", "the bank".  Two snippets have
engine punctuation, a few have engine commas, most have none.  Turn layouts vary: "agent:/customer:",
"rep:/caller:", "agent:/caller:", "rep:/customer:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn,
one block.  US phone numbers and zips throughout; the Canadian and English snippets use only forms call_sets.py
checks (Canadian "a9a 9a9" postal codes, a UK 0 + ten digit mobile, a UK "aa9 9aa" postcode, a six-digit sort code).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("doctor", "missus"), family words, possessive 's and trailing
  punctuation stay outside; a wrong or old value fully spoken and then corrected is annotated as its own entity;
  names that are also words (see NAME_WORDS) are annotated only where they name a person or an organisation; pet
  names, products, plans and apps (a sawzall, a highlander, zelle), card brands, card expiry dates, toll-free
  numbers, partial phone numbers, prices, counts, ages, speeds, times and weekdays are not annotated; a name's or
  e-mail part's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form of
  a name keeps the person's entity; "card ending in" four digits -> GENERIC_ID, "last four of your social" -> US_SSN;
  other ids (a thermostat device id, a carrier account number, a Medicare number, a VIN, a health-insurance member
  id, an Ontario health card, a cheque number, a policy number, a police report number, a plate, a tour booking
  reference) -> GENERIC_ID; a sort code, a routing number and an account number -> BANK_ACCOUNT;
  an apartment, suite or lot said with the street is part of the STREET_ADDRESS; city, state and postcode after a
  street address are separate spans; a named organisation containing a place is one span; a street corner and a
  highway are LOCATION; a school district, a medical practice and a police department are ORGANIZATION_NAME; dates
  include a leading "the" ("the twenty ninth"), a weekday before them stays outside; a birth date of anyone in the
  call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr11.jsonl and
en_calls_asr11.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr11.py
"""
from call_sets import make_set

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"dawn", "skip", "visible", "optimum", "penny", "ray", "quest", "ally", "discover", "lemonade", "jack",
              "intact", "miles"}

# card numbers below are Luhn-valid (checked by call_sets.check_value):
#   4147 2093 8815 2608 (a visa, read with "double"), 5371 0466 2981 3075 (a mastercard, read in pairs)
# the routing number 071000288 passes the ABA check; the account numbers do not

CALLS = [
# 001 smart-thermostat app log-in (US)
("support: smart-thermostat app log-in", "labels", """
agent: okay so the app keeps saying invalid credentials even after the password reset right
customer: yeah it's been doing that since like dawn and the house is down to sixty one degrees
agent: oh no okay let's get you back in what e-mail is on the account
customer: it's [[okafor d at yahoo dot com|MAIL|m1]] no wait that's the old one try [[dawn dot okafor at icloud dot com|MAIL|m2]]
agent: hmm neither of those is coming up could it be under somebody else in the house
customer: oh it's probably [[tunde|PER|t]] he set the whole thing up he uses [[t okafor underscore eighty eight|USER|u]] for everything
agent: there we go okay [[dawn|PER|dawn]] and can you read me the device id off the back plate under the q r code
customer: hold on i gotta pop it off the wall um it's [[h t four nine seven, b as in boy, two two|ID|id]]
"""),
# 002 home-security camera plan moved to a new house (US)
("support: security camera plan transfer after a move", "speakers", """
speaker 1: okay so you're taking the cameras and the doorbell with you and you want the monitoring to follow
speaker 2: yeah we closed friday the new place is [[forty two twenty one ridgecrest court|ADR|a]] [[round rock|LOC|rr]] [[seven eight six six four|PC|z]]
speaker 1: perfect and the old panel at the apartment did the tech already pick that up
speaker 2: yeah the guy came yesterday uh [[ash win|PER|ash]] i think his name was super nice
speaker 1: okay good and you came over from [[a d t|ORG|adt]] with the buyout promo so that carries over too
speaker 2: oh good cause i am not paying that cancellation fee twice
"""),
# 003 e-sim activation with a port-in (US)
("support: e-sim activation and port-in", "labels", """
rep: thanks for holding so the e sim profile is still stuck on activating
caller: yeah and the bars aren't even visible it just says s o s up in the corner
rep: okay that's usually the port not finishing what number are we bringing over
caller: [[three one two, for four seven, oh nine six one|TEL|tel]]
rep: and that's coming from [[visible|ORG|vis]] right i'll need the account number from them not the phone number
caller: uh hang on it's in the app it's [[eight four one, zero zero seven, three two six|ID|acct]]
rep: and is that account in your name
caller: no it's under my dad [[hyun woo kwon|PER|h]] that's [[k w o n|SPELL|h]]
"""),
# 004 starting electric service at a new apartment (US)
("support: electric service start", "turns", """
okay so what day do you want the power on at the new place
the lease starts this coming thursday [[the ninth|DATE|d9]] so maybe the day before just to be safe
sure i can do that and the service address
it's [[one eighteen peachtree walk apartment twelve oh six|ADR|a]] in [[decatur|LOC|dec]]
got it and is anyone else going on the account
yeah my roommate everybody calls him [[skip|PER|sk]] but it's [[lawrence hart|PER|sk]] on the lease
okay so with two names there's a two hundred dollar deposit or i can run a soft check and maybe we can skip it
"""),
# 005 photo-cloud account recovery after a hack (US)
("support: photo-cloud account recovery", "labels", """
A: so when did you first notice you couldn't get in
B: um [[the twenty third|DATE|d]] i got an e-mail saying my password changed and then all my mom's albums were just gone
A: okay i'm so sorry let's verify you first what's the user name
B: it's [[capital j capital r underscore nakamura twenty twenty|USER|u]]
A: and the date of birth on the profile
B: [[four eleven eighty seven|DOB|dob]]
A: thank you and yeah the recovery e-mail got changed to uh [[b e t t y w a l l e t nine nine at proton mail dot com|MAIL|mail]] i'm guessing that's not you
B: no god no and the phone on there is something ending in two two mine is [[nine four nine, two oh one, five five three eight|TEL|tel]]
"""),
# 006 smart-TV streaming app buffering (no PII)
("support: streaming app buffering (no PII)", "labels", """
agent: so it buffers every few minutes even on the kids' shows
caller: yeah like every ten minutes the little wheel comes up it's been doing it since tuesday
agent: okay and what does the speed test in the settings menu show
caller: uh it says like eighteen megs down
agent: so for four k you want at least twenty five so let's drop the picture to ten eighty and see if it holds
caller: and that's gonna look worse right
agent: a little on a big screen but it should stop the spinning and then you can call your internet provider about the speed
caller: fine i'll try it tonight after the game
"""),
# 007 fibre upgrade upsell, outbound (US)
("sales: fibre upgrade upsell", "labels", """
agent: and right now you're on the forty meg copper line at [[eleven oh seven dorsey mill road|ADR|a]] is that right
customer: yeah that's the house
agent: great so fiber just got lit on your street and i can put you on the gig plan for about what you pay now
customer: hm my neighbor [[gus|PER|g]] said [[optimum|ORG|o]] offered him something way cheaper
agent: i hear you and honestly for optimum wifi you'd want our new router in the middle of the house anyway and it's included
customer: okay so what's the soonest you can install
agent: i have [[the seventeenth|DATE|d]] between eight and noon and i'll send the confirmation to
customer: [[r r sandoval at outlook dot com|MAIL|m]] two r's at the start
"""),
# 008 walk-in bathtub lead, inbound (US)
("sales: walk-in bathtub lead", "labels", """
rep: and who do i have the pleasure of speaking with today
caller: this is [[penelope castellanos|PER|p]] but please call me [[penny|PER|p]] everybody does
rep: well i won't lie to you these tubs aren't cheap but we do have financing
caller: oh i figured they'd cost a pretty penny my son said you do something for veterans
rep: we do if your husband's enrolled with the [[v a|ORG|va]] just have his card handy when the designer comes out
caller: okay we're at [[three thirty three vista del sol unit b|ADR|a]] in [[mesa|LOC|mesa]] it's the one with the cactus out front
"""),
# 009 Medicare Advantage enrolment, inbound (US), engine punctuation
("sales: medicare advantage enrolment", "labels", """
agent: okay, and your medicare number, off the red, white and blue card?
caller: hold on, my glasses. okay it's [[one e g four, t e five, m k seven three|ID|mbi]].
agent: thank you. and your date of birth?
caller: [[march third, nineteen fifty eight|DOB|dob]].
agent: and you said you want to keep your primary doctor?
caller: yes, doctor, uh, [[nwachukwu|PER|n]] at [[piedmont family practice|ORG|pfp]]. i've been with her twenty years.
agent: let me check. yes, she's in network, so this plan would start [[the first of january|DATE|d]].
caller: good. and my wife [[lorraine|PER|l]], she turns sixty five in the spring, can she go on it too?
"""),
# 010 mattress price-match, inbound (no PII)
("sales: mattress price-match (no PII)", "labels", """
rep: so you saw the same hybrid cheaper online
customer: yeah like two hundred cheaper on the other site and they had free delivery
rep: okay if it's the exact same model and size we match it and we'll throw in the haul away
customer: even the old box spring
rep: even the box spring just bring a screenshot or pull it up on your phone when you come in
customer: okay we can probably come by saturday morning
rep: perfect we open at ten just ask whoever's on the floor
"""),
# 011 extended car warranty, outbound (US)
("sales: extended car warranty", "labels", """
A: so your factory powertrain runs out at sixty thousand and you're at fifty eight now
B: yeah i know the guy at [[toyota of plano|ORG|top]] [[deshawn|PER|d]] mentioned it when i was in for tires
A: right so i just need the vin to pull the exact coverage
B: it's uh [[five t d, k k three d c, seven n s, one two four six eight oh|ID|vin]]
A: perfect and the down payment is ninety nine today what card would you like to use
B: the [[four one four seven, two oh nine three, double eight one five, two six oh eight|CC|cc]] expires oh nine twenty eight
A: and the contract goes to which e-mail
B: [[hwangmi dot jeong at hanmail dot net|MAIL|m]]
"""),
# 012 in-home window-replacement estimate, outbound (Canada)
("sales: window-replacement estimate (Canada)", "turns", """
so it's a free in home estimate the consultant measures every window and gives you the price right there
okay but my husband has to be there he's the one who cares about windows
no problem what's a good evening for you both
this coming wednesday [[the fourteenth|DATE|d]] after six
great and the address
[[two forty seven lakeshore road west|ADR|a]] in [[oakville|LOC|o]] the postal code is [[l six k, three c nine|PC|pc]]
and the best number for him to text when he's on his way
[[nine oh five, eight four two, seven seven one six|TEL|tel]] that's my cell just ask for [[shiv on|PER|s]]
"""),
# 013 MRI safety and prep call (US)
("healthcare: MRI prep call", "labels", """
rep: hi this is the imaging center calling about your m r i on [[the twelfth|DATE|d]] i just have a few safety questions
caller: oh sure go ahead
rep: can you confirm your date of birth for me
caller: it's [[oh six, twenty, nineteen seventy nine|DOB|dob]]
rep: thanks any metal in the body pacemaker clips shrapnel
caller: um i had a plate in my wrist but they took it out i have the x ray from after at [[saint vincent's orthopedics|ORG|sv]]
rep: okay bring that along and there's a fifty dollar copay did you want to take care of that now
caller: sure it's [[fifty three seventy one, oh four sixty six, twenty nine eighty one, thirty seventy five|CC|cc]]
rep: got it and when you get here ask for [[ray|PER|ray]] he's the tech that night
"""),
# 014 sleep-study booking (US)
("healthcare: sleep-study booking", "speakers", """
speaker 1: so for the overnight study you'd check in at eight p m and we wake you around six
speaker 2: okay and my wife can't stay with me right
speaker 1: no it's just you and the tech what insurance do you have
speaker 2: it's [[blue cross blue shield of michigan|ORG|bc]] the member id is [[x y z nine oh four, four one two, triple seven six|ID|id]]
speaker 1: and doctor [[farahani|PER|f]] sent the referral so the first opening i've got is [[march twenty sixth|DATE|d]]
speaker 2: that works can you call my cell not the house it's [[two four eight, five five oh, one nine oh three|TEL|t1]] no wait that's my old one it's [[two four eight, five five oh, one nine three oh|TEL|t2]]
"""),
# 015 colonoscopy booking (US)
("healthcare: colonoscopy booking", "labels", """
agent: and you'll need someone to drive you home you can't take an uber after the sedation
customer: yeah my neighbor [[bich ngoc|PER|b]] said she'd take me she's retired
agent: great and the prep instructions go out by e-mail what's the best one
customer: [[l e m a r c h a n d dot joel at gmail dot com|MAIL|m]]
agent: and is that [[l e m a r c h a n d|SPELL|m]] all together
customer: yep all one word
agent: perfect so i have you down for friday [[the twenty eighth|DATE|d]] and just to make sure i've got the right chart what's your birthday
customer: [[twelve nine sixty|DOB|dob]]
"""),
# 016 toddler speech-therapy evaluation (US)
("healthcare: speech-therapy evaluation", "labels", """
A: okay and what's the little one's name
B: [[mateo alvarez|PER|m]] he's twenty two months
A: and his birthday
B: [[august second twenty twenty two|DOB|dob]]
A: and who referred you to us
B: the early intervention lady from [[plano i s d|ORG|isd]] she said he's behind on his words
A: okay and for the parent portal what do you want as a user name
B: can i do [[mateos mama underscore t x|USER|u]]
A: sure that works and the first eval opening i have is [[the nineteenth|DATE|d]] at nine thirty
"""),
# 017 mobile phlebotomist's home blood draw (US)
("healthcare: mobile phlebotomy home draw", "turns", """
so i see the order from doctor [[pham|PER|p]] for a fasting panel and we'll send a phlebotomist out to the home
oh good because i don't drive anymore since the hip it's been a real quest getting this set up
okay and the address we have is [[sixty six palomino lane lot fourteen|ADR|a]] in [[apache junction|LOC|aj]]
yes lot fourteen it's the blue one past the mailboxes
the earliest i have is [[the thirtieth|DATE|d]] between seven and nine
that's fine i'm up early the [[quest|ORG|q]] lady last time came at six in the morning
"""),
# 018 dermatology mole check (Canada)
("healthcare: dermatology mole check (Canada)", "labels", """
rep: okay and your health card number with the version code
caller: [[four five three two, two one nine, eight eight seven, a b|ID|hc]]
rep: thank you and is your address still [[ninety one bathurst street unit four oh two|ADR|a1]]
caller: no we moved it's [[fifteen dufferin park avenue|ADR|a2]] postal code [[m six h, one k five|PC|pc]]
rep: okay updated so doctor [[mukherjee|PER|mk]] that's [[m u k h e r double e|SPELL|mk]] wants you seen fairly soon
caller: yeah she didn't love the look of it
"""),
# 019 zelle impostor-scam reversal (US)
("fraud: zelle impostor-scam reversal", "labels", """
agent: okay so walk me through it someone called saying they were from the bank
customer: yeah from [[ally|ORG|ally]] they said somebody was draining my account and the fraud team was my ally and i had to send it to myself through zelle
agent: and the zelle went to a phone number or an e-mail
customer: a phone number [[four seven oh, three one two, six six four nine|TEL|tel]] and the name that popped up was [[kevin tran|PER|k]] not me
agent: okay and that was on [[the fourth|DATE|d]]
customer: yeah that afternoon and then i moved the rest of it over to my [[b of a|ORG|boa]] account just in case
agent: smart so before i file the claim can i get the last four of your social
customer: [[two oh oh nine|SSN|ssn]]
"""),
# 020 washed cheque (US)
("fraud: washed cheque", "speakers", """
speaker 1: so the check you mailed for the property tax cleared for forty one hundred instead of four eighty
speaker 2: yes and it wasn't even made out to the county anymore it says pay to [[marcus delacroix|PER|md]]
speaker 1: they washed it that happens a lot with the blue boxes what was the check number
speaker 2: [[one oh four seven|ID|chk]]
speaker 1: and where did you mail it from
speaker 2: the box outside the post office at [[wilshire and bundy|LOC|loc]] on [[the second|DATE|d]]
speaker 1: okay so i'm closing [[zero zero seven two, four four one, nine oh six six|BANK|acct]] and opening you a new one and for the affidavit i need your full social
speaker 2: um [[five three one, oh eight, two seven four six|SSN|ssn]]
"""),
# 021 grandparent gift-card scam (US)
("fraud: grandparent gift-card scam", "labels", """
rep: and the man on the phone said he was your grandson
caller: yes he said grandma it's me [[tyler|PER|ty]] i'm in jail down in [[tijuana|LOC|tj]] and i need bail and please don't tell mom
rep: i'm so sorry and then a second person got on
caller: a lawyer a mister [[goldfarb|PER|gf]] he called from [[six one nine, for oh to, eight eight one seven|TEL|tel]] and told me to buy the cards at the drugstore
rep: okay and you paid for those with your debit card with us
caller: the debit yes and then i called [[discover|ORG|disc]] too because i put two more on that one and it took me till the next morning to discover the whole thing was fake
"""),
# 022 smishing payee (England)
("fraud: smishing payee (England)", "labels", """
agent: so after you put your details into that parcel site a new payee was set up at ten fifty two last night
customer: i didn't set anything up i was asleep
agent: i believe you the payee is a [[jordan obi|PER|jo]] at [[santander|ORG|san]] sort code [[twenty, ninety eight, eleven|BANK|sc]] account [[four three seven seven one oh two nine|BANK|acc]]
customer: never heard of him
agent: i've blocked it can i just confirm your postcode
customer: [[b s eight, four q w|PC|pc]] and is my mobile still right on there [[oh seven seven oh oh, nine double oh, three one four|TEL|tel]]
"""),
# 023 gas-pump skimmer (US), one block
("fraud: gas-pump skimmer", "block", """
okay so on the card ending in [[five five oh two|ID|last4]] i see four charges you don't recognise starting [[june eleventh|DATE|d]] right after a fill up at a [[wawa|ORG|w]] in [[cherry hill|LOC|ch]]
yeah that's the one by my work and then the next day there's all this stuff out of state
that's a skimmer on the pump classic so i'm cancelling this card and sending a new one to your current address is that still the one on file
um no actually send it to my sister's i'm staying with her right now it's [[twenty six fulton street apartment three r|ADR|a]] zip [[oh seven oh three oh|PC|z]]
"""),
# 024 yes / no fraud-alert callback (no PII)
("fraud: fraud-alert callback (no PII)", "labels", """
agent: i'm calling about some activity on your card i just need a yes or no on a few charges
caller: okay go ahead
agent: a purchase at a gas station yesterday for sixty two dollars
caller: yes that's me
agent: and an online purchase for three hundred nineteen dollars at an electronics store
caller: no no i didn't buy anything like that
agent: okay i'll decline that one and block the card and a replacement goes out in five to seven business days
caller: and my automatic payments are those gonna bounce
agent: the ones on file we'll update and anything else you'll just give them the new number
"""),
# 025 hail-damage roof claim (US)
("insurance: hail-damage roof claim", "labels", """
rep: and the date of loss was the big storm
customer: yeah [[the twenty ninth|DATE|d]] golf ball hail like half the block has tarps now
rep: okay and your policy number
customer: it's [[h o three three nine, one seven two, oh four|ID|pol]]
rep: and i see the adjuster was already out
customer: yeah the adjuster uh [[shep anski|PER|sz]] he came tuesday and said the whole roof's a loss
rep: [[s-z-c-z-e-p-a-n-s-k-i|SPELL|sz]] yes and he's recommending full replacement and the contractor you picked is
customer: [[lone star roofing and gutters|ORG|ls]] my brother in law used them when he was with [[u s a a|ORG|usaa]]
"""),
# 026 dog bite at a lemonade stand (US)
("insurance: dog-bite liability claim", "labels", """
agent: okay so did the bite happen on your property or out on the street
caller: right in front of the house the kids had a lemonade stand and our dog got loose and nipped the little boy
agent: oh no and the child's name
caller: [[eli zhou|PER|eli]] that's [[z as in zebra h o u|SPELL|eli]] his mom is [[marguerite|PER|mg]]
agent: and did he need treatment
caller: she took him to the [[allina|ORG|all]] urgent care on [[lyndale|LOC|lyn]] just a couple stitches
agent: okay and just so i have it the homeowners policy is with us and not the umbrella
caller: right with [[lemonade|ORG|lem]] i tried the chat first and it sent me here
"""),
# 027 stolen catalytic converter (US)
("insurance: stolen catalytic converter", "turns", """
so you went out to the car in the morning and it sounded like a motorcycle
yeah like a harley they cut the whole converter out the officer said they probably used a jack and a sawzall
okay do you have the police report number
yeah from [[l a p d|ORG|lapd]] it's [[two four dash zero nine one, triple three one|ID|rpt]]
and the plate on the vehicle
[[eight k t l, four one nine|ID|plate]]
and has a shop looked at it yet
yeah [[jack|PER|j]] at the shop on the corner said it's like two grand and he can't get the part till [[the fifteenth|DATE|d]]
"""),
# 028 frozen sprinkler pipe, condo below (Canada), engine punctuation
("insurance: frozen pipe water damage (Canada)", "labels", """
rep: so the pipe burst in your unit, and it went through to the unit below?
caller: yeah, the sprinkler line in the closet froze while we were away over the holidays. the downstairs neighbour, missus [[thibodeau|PER|th]], called me on my trip.
rep: okay. and is your ceiling intact, or is there damage in your unit too?
caller: mine's fine, it's hers that came down. she's with [[intact|ORG|in]] i think, and the property manager, [[wendell|PER|w]], already called a restoration company.
rep: okay, and the unit address?
caller: [[suite fourteen oh two, eighty eight harbour street|ADR|a]], [[toronto|LOC|to]], [[m five j, two g eight|PC|pc]].
"""),
# 029 trip cancellation (US)
("insurance: trip-cancellation claim", "labels", """
A: so the trip was cancelled because of your mother's surgery
B: yeah she fell the week before and we were supposed to fly to [[lisbon|LOC|l]] that saturday
A: i'm sorry to hear that and the booking reference with the tour company
B: [[q seven h, x two, nine p|ID|ref]]
A: and your mother's full name and date of birth for the medical part
B: [[maria da graca teixeira|PER|m]] born [[the first of july forty nine|DOB|dob]]
A: and for the reimbursement do you want direct deposit
B: yes routing [[oh seven one, oh oh oh, two eight eight|BANK|rt]] account [[four four two oh, one nine nine one, seven three|BANK|acc]]
"""),
# 030 deer collision (US)
("insurance: deer-collision claim", "labels", """
agent: so where exactly did it happen
customer: on [[highway fifty two|LOC|hw]] like eight miles south of [[rochester|LOC|r]] the deer just came out of nowhere
agent: okay and this was saturday
customer: yeah saturday around eleven at night
agent: is the car drivable
customer: no it got towed to [[zieglers towing|ORG|zt]] in town
agent: okay your adjuster will be [[miles okonjo|PER|m]] [[o like oscar k o n j o|SPELL|m]] and [[miles|PER|m]] will text you tomorrow to set up the inspection
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr11", CALLS, NAME_WORDS, (125, 150), spans_per_call=(4, 6),
             heard=("for", "to"), abroad=True)


if __name__ == "__main__":
    main()
