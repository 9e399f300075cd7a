# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""An eighteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to sixteenth sets (make_en_calls_asr6.py ... make_en_calls_asr16.py), thirty short snippets, each four to
twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 140 in all.
Like the eleventh and thirteenth sets, the snippets follow the five kinds of contact-centre call, six of each, with
callers in the US, Canada, England, Ireland, Australia, New Zealand, India, South Africa, Kenya and the Philippines.
Situations are kept apart from those of sets one to sixteen (make_en_calls_asr.py ... make_en_calls_asr16.py):
  customer support: a smart-lock app that disabled the account after a phone upgrade (US), a pet-food subscription
    box bounced back after a move with an expired card (Canada), a pay-TV decoder not reactivated after a pay-bill
    payment keyed to the wrong account (Kenya), a motorway toll tag still charging for a car already sold (Ireland), a
    refurbished-phone return pick-up the courier never made (India), a coffee machine's descale light (England);
  sales: a caravan dealer's trade-in callback with a holding deposit by card (Australia), a pre-paid funeral plan
    quote to a widow (England), a well-water filtration demo booked with the technician (US), a used-car dealer's
    finance pre-approval (New Zealand), a rent-to-own fridge with an affordability check (South Africa), a sofa
    store's fabric, delivery and haul-away questions (US);
  healthcare scheduling: a dental-implant consultation for a new patient (Australia), a child's ENT appointment for
    grommets moved (Ireland), a rheumatology infusion rebooked after an insurance change (US), a vasectomy
    consultation (New Zealand), a diabetic eye screening booked by a son for his father (Kenya), a teenager's
    concussion follow-up at a sports-medicine clinic (Canada);
  banking fraud: a fake crypto-exchange "security team" that had a customer move money to a "safe account"
    (England), a personal-loan application made in a member's name at a credit union (US), a student recruited as a
    money mule by a fake logistics job (Ireland), a UPI collect request approved while selling a sofa online (India),
    an e-wallet taken over after a phishing text (the Philippines), a frail mother's card used by her carer (South
    Africa);
  insurance claims: a motorbike stolen from outside a flat (England), a lightning surge that took out a gate motor
    and a TV (South Africa), a wedding deposit lost when the venue went bankrupt (US), a landslip against a house
    after heavy rain (New Zealand), an income-protection claim after a back injury at a meat plant (Ireland), a
    windscreen chip and the no-claim bonus (Australia).
Three snippets contain no PII at all (coffee machine, sofa store, windscreen chip).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", pairs such as "forty one forty
seven", "sixty eight", "for" for four), e-mails and user names read aloud ("dot", "at", "underscore"), one e-mail the
engine tidied itself, letters spelled out in varied forms ("w-a-n-j-i-r-u", "t e v i t a", "b as in boy r z e z i n s k
i", "n-d-l-o-v-u"), disfluencies, false starts, repeats, words split or glued by the engine ("car law avenue" for
carlaw, "coin vale", "saikrupa apartments", "indira nagar").  People are named with and without a cue ("ask for
raghavendra at the security", "dennis passed two years ago", "her nurse ifeoma", "the account name is jomar pascual"),
by surname alone after a title ("mister o'halloran", "doctor nakagawa", "doctor keogh"); organisations are named with
and without a cue ("with medibank", "all done through the co-op", "straight back out to a revolut account", "at
shoprite in soshanguve", "lodge it with natural hazards commission").  A few snippets have engine commas, one has
engine punctuation, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:", "rep:/customer:",
"agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn, one block (two snippets).  Snippets
outside the US use only the phone-number and postcode forms call_sets.py checks (UK 0 + ten digits, an Irish mobile
08x + seven digits, a New Zealand mobile 021 + seven digits, Kenyan and South
African mobiles 07 + eight digits, Indian and Philippine mobiles with "plus nine one" / "plus six three"; UK "a99 9aa"
/ "aa99 9aa", Canadian "a9a 9a9", a US zip; a UK sort code is a six-digit BANK_ACCOUNT, a South African account number
a BANK_ACCOUNT).  No Eircode, Indian PIN code, Kenyan, South African or New Zealand postcode is said.  Proper nouns are
never capitalised (the set's checks accept lower case only).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles ("the co-op" -> "co-op"), titles ("mister", "missus", "doctor"), family words
  ("my father", "my mother's"), possessive 's and trailing punctuation stay outside; pet names, products and makes (a
  jayco, a mastercard, a visa), scheme names used as the type of a number ("n h i number", "health card", "p p s
  number", "u p i"), a national helpline's short number, card expiry dates, prices, amounts, counts, ages, times,
  weekdays and months alone are not annotated; a name's spelling (SPELLED_SEQUENCE) shares the entity of the person;
  a split or mis-heard form of a name keeps its entity; "last four of your social" -> US_SSN, a full social -> US_SSN;
  other ids (a lock serial, a smart-card number, a car or motorbike registration, an order id, a driver licence, a
  South African id number, a hospital number, an insurer's member id, an NHI number, an Ontario health card, a
  transaction reference, a crime reference, a policy and a claim number, a PPS number) -> GENERIC_ID; a sort code and
  an account number -> BANK_ACCOUNT; a flat or unit said with the street or building is part of the STREET_ADDRESS;
  city, suburb and postcode after a street address are separate spans; towns, suburbs and a motorway are LOCATION; a
  named organisation containing a place is one span; clinics, a hospital, insurers, a credit union, shops, employers,
  a marketplace, a fake company and a state commission are ORGANIZATION_NAME; dates include a leading "the" ("the
  second of march"), a weekday before them stays outside; a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr18.jsonl and
en_calls_asr18.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr18.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: none is used unannotated in this set
NAME_WORDS = set()

MC_CA = card("551893040276631")     # 16 digits, Canadian mastercard
VISA_AU = card("453201776209815")   # 16 digits, Australian visa, read with "double"

CALLS = [
# 001 smart-lock app support (US)
("smart-lock app support", "labels", """
agent: okay so just so i understand it's the app that's locked not the actual door
customer: right right the door's fine i can still use the keypad it's just the app it keeps saying account disabled ever since i switched phones
agent: got it let me pull you up um what's the email on the account
customer: it's [[jalen dot okoro at outlook dot com|MAIL|m]]
agent: and the username i'm seeing is [[j okoro underscore ninety one|USER|u]] does that sound right
customer: uh yeah that's that's an old one but yeah that's it
agent: okay and to verify the lock itself can you read me the serial it's on a sticker under the battery cover
customer: hold on uh okay it's [[l k seven two zero four four nine one|ID|sn]]
agent: perfect and that's installed at [[eighteen twelve wren hollow drive|ADR|a]] in [[murfreesboro|LOC|l]]
customer: yep
agent: okay so what happened is when you signed in on the new phone it tripped the two step lock i'm clearing that now you should get a text with a code in a minute or two
"""),
# 002 pet-food subscription box bounced after a move (Canada)
("pet-food subscription", "labels", """
rep: okay so the last box did go out but it came back to our warehouse marked moved
caller: yeah that's us we moved at the start of the month i thought i'd updated it in the app i log in as [[hana sato twenty two|USER|u]]
rep: i see it here it's still showing the old address no worries i can change it now what's the new one
caller: it's [[unit four oh six two twenty five car law avenue|ADR|a]] in [[toronto|LOC|l]]
rep: and the postal code
caller: [[m four m two s one|PC|pc]]
rep: got it and um it looks like the card on file expired too so the next box won't go through do you wanna update that now
caller: oh yeah sure it's a mastercard """ f"[[{say(MC_CA, '1111 1111 1111 1111', gap=' ')}|CC|cc]]" """
rep: and the expiry
caller: oh nine twenty eight
rep: perfect i'll resend the box that bounced at no charge and the tracking goes to [[hana dot sato at rogers dot com|MAIL|m]] still
caller: yes please biscuit is down to like two days of food
"""),
# 003 pay-TV decoder not reactivated after payment (Kenya)
("pay-TV decoder support", "labels", """
A: okay so you paid through the pay bill but the decoder is still showing no signal
B: not no signal it says subscription expired and i paid yesterday evening one thousand one hundred shillings
A: sorry about that can i have the smart card number it's the long number under the decoder
B: it's [[seven zero two double three eight one five six four|ID|sc]]
A: and the name on the account
B: [[wanjiru kamau|PER|c]] [[w-a-n-j-i-r-u|SPELL|c]]
A: thank you [[wanjiru|PER|c]] and which phone number did you pay from
B: [[zero seven two two four one eight nine zero six|TEL|t]]
A: okay i can see the payment it came in under the wrong account you put the smart card number with one digit missing so i'm moving it across now just leave the decoder on for like fifteen minutes
B: okay thank you so much
"""),
# 004 motorway toll tag still charging after a car was sold (Ireland)
("toll tag account support", "labels", """
agent: okay so the car was sold on the uh [[the second of march|DATE|d]] you said
caller: yeah that's right and i'm still getting the toll charges every time it goes through the [[m fifty|LOC|m]]
agent: and what's the reg of the car
caller: it's [[one five one d four four two eight|ID|reg]]
agent: and the account's in the name of [[fionnuala brennan|PER|c]]
caller: that's me yeah
agent: grand and a mobile in case we need to reach you
caller: [[oh eight seven six one two double four nine three|TEL|t]]
agent: perfect so i've taken the tag off that reg now and any charges since the sale will go back on the card on the account in five to seven working days
caller: brilliant thanks a million
"""),
# 005 refurbished-phone return pick-up missed (India)
("refurbished phone return pick-up", "labels", """
agent: i can see the return request, the pickup was scheduled for yesterday but the status is showing, customer not available
customer: but i was at home the whole day, nobody came, nobody even called
agent: i'm really sorry for that sir, can you please confirm the order id
customer: yes it's [[o d four one seven, seven two nine, zero five five|ID|ord]]
agent: thank you, and the pickup address is [[flat two zero three, saikrupa apartments, twelfth main|ADR|a]], [[indira nagar|LOC|l]], correct
customer: yes yes correct
agent: okay i'm rescheduling it for tomorrow, the delivery boy will call on [[plus nine one, nine eight four five zero, one two six three seven|TEL|t]]
customer: yes that's my number, and tell him to ask for [[raghavendra|PER|c]] at the security, otherwise they won't let him in
agent: sure sir, i'll add that in the remarks
"""),
# 006 coffee machine descale light (England), no PII
("coffee machine support, no PII", "turns", """
right so the descale light's been on for about a week and i've done the descale twice now
okay and when you ran it did you use the tablets or the liquid
the liquid the one that came in the box
okay and at the end did you hold both cup buttons for three seconds till it beeped
oh no i didn't do any beeping
that'll be it then the light won't reset unless you hold the two together till it beeps twice
okay hang on let me let me try that now
take your time
okay it beeped and the light's gone off
lovely so that should be you for another three months or so depending how hard your water is
"""),
# 007 caravan dealer trade-in callback (Australia)
("caravan trade-in sales", "speakers", """
speaker 1: hi is that [[trevor|PER|c]] it's [[mel|PER|ag]] from [[sunstate caravans|ORG|co]] you filled in the trade in form on our website last night
speaker 2: oh yeah g'day how are ya
speaker 1: good thanks so you've got the twenty nineteen jayco and you're looking at the new off road one from the show what's the rego on the jayco so i can run the history
speaker 2: yeah it's [[one x v two k l|ID|rego]]
speaker 1: lovely and you're still out at [[toowoomba|LOC|t]]
speaker 2: yeah just just outside
speaker 1: okay so to hold the twenty one foot one at the show price we just take a five hundred dollar refundable deposit today if you're happy to do that over the phone
speaker 2: yeah go on then it's a visa """ f"[[{say(VISA_AU, '1111 1111 1111 1111', doubles=True, gap=' ')}|CC|cc]]" """
speaker 1: and the expiry
speaker 2: eleven twenty seven
speaker 1: beautiful that's gone through
"""),
# 008 pre-paid funeral plan quote (England)
("funeral plan sales", "labels", """
agent: so the plan would lock in today's price, and to get you an exact quote i just need your date of birth
customer: oh, it's [[the third of june, nineteen forty nine|DOB|dob]]
agent: thank you, and is it just for yourself or would your husband want one as well
customer: no just me love, [[dennis|PER|h]] passed two years ago, his was all done through the [[co-op|ORG|coop]]
agent: oh i'm sorry to hear that, so i'll pop the brochure and the quote in the post, is that still [[nineteen cedar close|ADR|a]]
customer: that's it, [[n n fifteen, seven r t|PC|pc]]
agent: lovely, and there's no obligation at all, you've got thirty days to have a think and talk it over with the family
customer: alright, thank you dear
"""),
# 009 well-water filtration demo (US)
("water filtration demo sales", "labels", """
rep: and since you're on a well we'd wanna test the water first anyway so our tech [[luis ocampo|PER|tech]] does the free test and the demo in one visit it's about an hour
customer: okay um saturdays are better my husband's home then
rep: i have saturday [[the twenty sixth|DATE|d]] at ten a m
customer: that's fine
rep: and the address
customer: [[forty one forty seven old stage road|ADR|a]] zip is [[seven eight six oh two|PC|z]]
rep: and the best number for the tech to text when he's on the way
customer: my cell [[five one two three seven oh eight eight for one|TEL|t]]
rep: perfect you'll get a confirmation text tonight
"""),
# 010 used-car finance pre-approval (New Zealand)
("used car finance sales", "labels", """
agent: so for the pre approval i'll just need your driver licence number it's the two letters and six numbers on the front
caller: yep it's [[d m four seven one three oh two|ID|dl]]
agent: and the full name on the licence
caller: [[tevita fifita|PER|c]] first name [[t e v i t a|SPELL|c]]
agent: sweet and who are you working for at the moment
caller: i'm a scaffolder with [[kiwi access scaffolding|ORG|emp]] been there about three years
agent: awesome and best mobile for you
caller: [[oh two one four six six zero nine two one|TEL|t]]
agent: cool so i'll send that through to the finance company and you should hear back within the hour
"""),
# 011 rent-to-own fridge affordability check (South Africa)
("rent-to-own appliance sales", "speakers", """
speaker 1: okay so the double door fridge on the thirty six month plan, i just need to do the affordability check, can i have your id number please
speaker 2: it's [[eight five oh seven one two, five four three two, oh eight six|ID|id]]
speaker 1: thank you, and where are you working
speaker 2: at [[shoprite|ORG|emp]] in [[soshanguve|LOC|s]], i'm a cashier supervisor there
speaker 1: okay, and the delivery is to [[twenty three moloto street|ADR|a]]
speaker 2: yes that's it
speaker 1: and a cell number for the driver
speaker 2: [[oh seven two, nine one four, double six oh three|TEL|t]]
speaker 1: okay, the check came back fine, delivery will be between eight and five on thursday
"""),
# 012 sofa store questions (US), no PII
("furniture store sales, no PII", "labels", """
agent: so that model comes in the performance velvet or the leather the velvet's the one most people with dogs go for
customer: okay and is the velvet the same price
agent: it's about two hundred less actually
customer: oh okay and how long is delivery right now
agent: for that one in stock colors it's about three weeks custom is more like ten to twelve
customer: hmm and do you take the old couch away
agent: we do it's a forty nine dollar haul away fee and they'll do it the same day they drop off
customer: okay let me measure the doorway again and i'll call you back
agent: sounds good just ask for the design desk
"""),
# 013 dental implant consultation (Australia)
("dental implant consult scheduling", "labels", """
agent: so the implant consult's with doctor [[nakagawa|PER|dr]] she's got a spot on [[the eleventh|DATE|d]] at two fifteen at our [[chermside|LOC|c]] clinic would that work
caller: yeah that's fine i'll i'll make it work
agent: great and you're new to us so can i grab your date of birth
caller: [[twenty first of the eighth eighty one|DOB|dob]]
agent: and do you have private health
caller: yeah with [[medibank|ORG|fund]] but i don't know if it covers implants
agent: we can give you a quote on the day with the item numbers and you can ring them to check just bring your card
"""),
# 014 child's ENT appointment moved (Ireland), engine punctuation
("ENT appointment rebooking", "speakers", """
speaker 1: okay, so it's for [[killian|PER|ch]]'s appointment with mister [[o'halloran|PER|dr]]?
speaker 2: yeah, the letter says next tuesday but we'll be away that week.
speaker 1: no problem. can i just confirm his date of birth?
speaker 2: it's [[the fourth of the ninth, twenty nineteen|DOB|dob]].
speaker 1: and the hospital number on the letter, it's the one under his name.
speaker 2: [[h four four two one zero seven|ID|mrn]].
speaker 1: lovely. so i can offer [[the twenty eighth|DATE|d]] at half nine, same clinic.
speaker 2: that's perfect, thanks.
speaker 1: you'll get a new letter out in the post this week.
"""),
# 015 rheumatology infusion rebooked after an insurance change (US)
("infusion appointment scheduling", "labels", """
agent: okay so before we can put you back in the infusion chair we need the new insurance on file who's the carrier now
customer: it's [[aetna|ORG|ins]] through my new job
agent: and the member id on the card
customer: [[w two six eight four four one oh seven|ID|mid]]
agent: and for verification the last four of your social
customer: [[six one one eight|SSN|ssn]]
agent: thank you so i have you on [[the third|DATE|d]] at eight a m and we'll send the prior auth over to them today
customer: okay and it's still doctor [[abernathy|PER|dr]] signing off on it
agent: yes and her nurse [[ifeoma|PER|n]] will call you if anything comes back from them
"""),
# 016 vasectomy consultation (New Zealand)
("vasectomy consult scheduling", "labels", """
A: so the consult is with doctor [[paratene|PER|dr]] at our [[lower hutt|LOC|lh]] rooms that's [[the sixth|DATE|d]] at nine forty
B: sweet as yep
A: and can i confirm your n h i number
B: um [[z k m four three seven one|ID|nhi]]
A: that's it and an email for the pre consult info sheet
B: [[sione dot tuilagi eighty eight at gmail dot com|MAIL|m]]
A: awesome it's got a bit about what to expect on the day and you can bring your partner along if you like
"""),
# 017 diabetic eye screening booked by a son (Kenya)
("eye screening scheduling", "turns", """
good morning [[lighthouse eye centre|ORG|o]] how can i help
hello yes i'm calling for my father he was referred for the diabetic eye screening
okay what is his name
[[joseph otieno ouma|PER|f]]
and his date of birth
[[twelfth march nineteen fifty eight|DOB|dob]]
okay i have him we can see him on [[the fifteenth|DATE|d]] at nine in the morning but he should not drive himself because we put drops in the eyes
okay i will bring him myself can you send the reminder to my number [[zero seven one three five oh two four four eight|TEL|t]]
yes i've put it there
"""),
# 018 teenager's concussion follow-up (Canada)
("concussion follow-up scheduling", "labels", """
rep: so the follow up would be with doctor [[marchetti|PER|dr]] at the [[kanata|LOC|k]] clinic is [[the thirtieth|DATE|d]] okay
caller: um is that after school he can't miss another test
rep: the latest we have that day is three forty five
caller: okay that works
rep: and can i get [[ethan|PER|kid]]'s health card number again it didn't come over with the referral
caller: yeah it's [[four six two seven three three one oh nine four k t|ID|hc]]
rep: perfect and he should bring his runners they'll do the exertion test on the bike
"""),
# 019 fake crypto-exchange security team, safe-account transfer (England)
("crypto impersonation scam", "labels", """
customer: he said he was from [[coin vale|ORG|ex]] security and that my account had been hacked and i had to move everything into a safe account
agent: okay and did he give you a name
customer: [[daniel hartley|PER|scam]] he said and he rang from [[oh two oh three nine six oh one seven four two|TEL|t]]
agent: and the payment you made from us where did that go to do you have the details in front of you
customer: yeah um sort code [[two oh eight seven one four|BANK|sort]] account [[five three one one oh two eight four|BANK|acc]]
agent: okay thank you i'm raising that with the receiving bank now and i'm blocking any further payments to it while we look into it
"""),
# 020 loan application in a member's name (US)
("credit union identity theft", "labels", """
rep: this is [[riverbend federal credit union|ORG|cu]] fraud prevention we're calling because we received an online application for a personal loan in your name on [[january sixteenth|DATE|jan]]
caller: what no i didn't apply for anything
rep: okay that's why we're calling before we discuss it i need to verify you can i have your full social
caller: [[five three one six two eight oh four seven|SSN|ssn]]
rep: and your date of birth
caller: [[oh seven twenty three nineteen seventy four|DOB|dob]]
rep: thank you the application listed an address at [[nine oh two east hadley street|ADR|fake]] in [[dayton|LOC|day]] is that yours
caller: no i've never lived there
rep: okay then we're going to decline it and put a fraud flag on your membership and i'd recommend freezing your credit with the three bureaus
"""),
# 021 money mule recruited by a fake job (Ireland)
("money mule fraud", "speakers", """
speaker 1: so we've seen three payments come in to your account this week from people you don't seem to know, and each time it goes straight back out to a [[revolut|ORG|rev]] account
speaker 2: oh, that's, that's for the job, the company said i'd be processing payments for them
speaker 1: okay, and what's the company called
speaker 2: [[northlane logistics|ORG|nl]], a man called [[ryan|PER|r]] interviewed me on a video call, his number is [[oh eight nine, four seven seven, two one one six|TEL|t]]
speaker 1: okay, i have to tell you this is a known money mule scam, and the account could be closed, before i go any further can you confirm your date of birth for me
speaker 2: [[the twenty second of may, two thousand and three|DOB|dob]]
speaker 1: thank you, so i'm freezing the account for now, please don't send on any more money and don't reply to him again
"""),
# 022 UPI collect request approved while selling a sofa (India), one block
("UPI collect-request fraud", "block", """
i was selling my old sofa on [[olx|ORG|olx]] and the buyer said he is from army and he will pay by u p i so he sent some request and i put my pin
and instead of getting the money it went out twenty five thousand
okay ma'am i understand can you tell me the u t r number it will be in the sms from us
yes it is [[four one three two six six oh eight nine one five seven|ID|utr]]
okay and your registered mobile
[[plus nine one nine eight two oh four six one three five seven|TEL|t]]
yes and the name that showed on the request was [[ankit sharma|PER|b]]
okay missus [[deshpande|PER|c]] i have blocked u p i on the account for now and you also must report on the cyber crime portal or call one nine three oh
"""),
# 023 e-wallet taken over after a phishing text (the Philippines)
("e-wallet account takeover", "labels", """
caller: i clicked the link in the text, it said my account will be suspended, then i typed my m pin there
rep: okay ma'am, i understand, can i have the registered mobile number
caller: [[plus six three, nine one seven, five two eight, four four zero six|TEL|t]]
rep: and your full name, ma'am
caller: [[maria cristina dela cruz|PER|c]]
rep: thank you ma'am [[cristina|PER|c]], i can see two transfers last night to another wallet, the account name is [[jomar pascual|PER|rec]], do you know this person
caller: no, i don't know him
rep: okay, i will file a dispute and temporarily lock your account, what email can i send the reference to
caller: [[cris dela cruz zero three at yahoo dot com|MAIL|m]]
rep: noted ma'am, you will receive it within twenty four hours
"""),
# 024 frail mother's card used by her carer (South Africa)
("card misuse by a carer", "labels", """
caller: it's about my mother's card she's in a frail care home in [[benoni|LOC|b]] and there's all these withdrawals at the garage near there
agent: okay sir i'd need to speak to the account holder or someone with power of attorney
caller: i've got power of attorney it's registered with you my name is [[sibusiso ndlovu|PER|s]]
agent: can you spell the surname for me
caller: [[n-d-l-o-v-u|SPELL|s]]
agent: thank you and your mother's id number please
caller: [[four one one two oh three oh one two seven oh eight five|ID|mid]]
agent: okay i can see the power of attorney on file so the card was used six times this month always at the same atm
caller: we think it's one of the carers her name is [[nomvula|PER|carer]] she takes my mother to the shops
agent: okay i'm stopping that card now and i'll open a fraud case and email you the forms
"""),
# 025 motorbike stolen from outside a flat (England)
("motorbike theft claim", "labels", """
agent: so what's the registration of the bike
customer: it's [[l k sixty eight x t v|ID|reg]]
agent: and you've reported it to the police
customer: yeah they gave me a crime reference it's [[two oh one four nine seven three three|ID|crime]]
agent: and where was it taken from
customer: right outside my flat [[twenty two aldridge road|ADR|a]] [[perry barr|LOC|pb]]
agent: and the postcode there
customer: [[b forty two two r x|PC|pc]]
agent: okay and was it chained or disc locked
customer: disc lock and a chain through the back wheel they cut the chain and just lifted it into a van the neighbour's camera got the whole thing
"""),
# 026 lightning surge claim (South Africa)
("lightning surge claim", "speakers", """
speaker 1: so the lightning strike was on sunday [[the fourth|DATE|d]]
speaker 2: yes it was a big storm, it took out the gate motor, the tv and the fibre router, everything that was plugged in
speaker 1: okay, can you confirm the policy number for me
speaker 2: [[h p zero zero four seven two nine one eight|ID|pol]]
speaker 1: and the risk address
speaker 2: [[fourteen jacaranda crescent|ADR|a]]
speaker 1: okay, we'll need a report from an electrician saying it was a surge, do you have someone
speaker 2: yes [[thabo mokoena|PER|el]] came out on monday, he's got the report
speaker 1: perfect, and where must the settlement be paid
speaker 2: to my new account please, the number is [[one three four five six seven two eight nine oh|BANK|acc]]
"""),
# 027 wedding deposit lost when the venue went bankrupt (US)
("wedding cancellation claim", "labels", """
caller: so the venue [[willow barn at oak creek|ORG|v]] just closed they filed for bankruptcy and nobody's answering and we'd already paid the full deposit
rep: oh no i'm so sorry okay so this would fall under vendor default what was the event date
caller: [[september twentieth|DATE|ev]]
rep: and can i get your policy number
caller: it's [[w e d double seven one oh four two|ID|pol]]
rep: and the name on the policy
caller: [[kayla brzezinski|PER|k]] that's [[b as in boy r z e z i n s k i|SPELL|k]]
rep: perfect i'm opening the claim now we'll need the venue contract and proof of payment where should i email the checklist
caller: [[kayla.brz@icloud.com|MAIL|m]]
"""),
# 028 landslip against a house after heavy rain (New Zealand)
("landslip claim", "labels", """
rep: so the slip came down behind the house has it actually damaged the house itself or just the land
customer: it's pushed the retaining wall over and there's mud right up against the back deck and the laundry door
rep: okay i'll lodge it with us and it'll also go to [[natural hazards commission|ORG|nhc]] for the land part
customer: okay
rep: so the address is [[thirty seven kaitemako road|ADR|a]] [[welcome bay|LOC|wb]]
customer: yep that's it
rep: and your policy number
customer: [[h o m two two six oh nine eight|ID|pol]]
rep: thanks and your claim number is [[c l five five oh one three seven|ID|cl]] we'll get an assessor out as soon as the council says it's safe
"""),
# 029 income protection after a back injury (Ireland), one block
("income protection claim", "block", """
so you've been out of work since [[the eighteenth of january|DATE|d]] yeah that's right i did my back in lifting at work
and who's the employer [[kerrigan meats|ORG|emp]] in [[charleville|LOC|c]] i'm on the boning line there
and the g p who signed you off doctor [[keogh|PER|dr]] in the town
okay and can i take your p p s number to match the certs [[seven one four four two eight three t a|ID|pps]]
grand so we'll write to your g p for a medical report and the waiting period is thirteen weeks so the first payment would be in april
"""),
# 030 windscreen chip and the no-claim bonus (Australia), no PII
("windscreen chip question, no PII", "labels", """
A: so if it's just a chip and it's smaller than a five cent coin we can usually repair it rather than replace the whole screen
B: okay and does that go against my no claim bonus
A: no a chip repair doesn't affect your rating and there's no excess for it either
B: oh good and do i have to bring it in somewhere
A: we can send a mobile technician to your home or work usually within two business days
B: okay yeah i'll do that but i'll need to check when i'm home first
A: no worries just call back when you're ready and we'll book it in
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr18", CALLS, NAME_WORDS, (130, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
