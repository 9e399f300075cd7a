# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A fifteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to fourteenth sets (make_en_calls_asr6.py ... make_en_calls_asr14.py), thirty short snippets, each four
to twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 147 in all.
Unlike most of those, every call is a customer-facing call of a RETAIL, TELECOM, FINANCE or HOME-SERVICES business
(customer support, sales, collections, banking fraud, insurance claims), with callers in the US and Canada and agents
partly in offshore contact centres (the Philippines, India).  Domains are kept apart from sets one to
fourteen (make_en_calls_asr.py ... make_en_calls_asr14.py):
  retail: a buy-now-pay-later instalment still taken after a return, a dishwasher repair under a store protection
    plan with a back-ordered part, a jewellery-store layaway payment by card, a drained gift card, a road-hazard tyre
    replacement, a shop's return policy for opened headphones;
  telecom: roaming charges put on the wrong line after a trip to Mexico, an unlock request for travel, an elderly
    mother's landline moved to a home-phone box with her son as authorised user (Canada), a fibre install that needs
    the building manager's sign-off (Canada), a transfer of responsibility of an ex-wife's line after a divorce, a
    stolen phone suspended and blocked, a prepaid refill charged but not applied, a new line financed after a credit
    check, a cable box returned after cancelling;
  finance: a car-loan ten-day payoff quote for a private sale, a store-card collections call with a promise to pay,
    an online-banking account takeover with an e-transfer recalled (Canada), a marketplace overpayment cheque scam
    (Canada), a zero-percent balance-transfer offer, a personal-loan hardship programme after a lay-off, a power of
    attorney added for an elderly father (Canada), a wire for a house closing held as a likely business-e-mail scam;
  insurance: a kitchen grease-fire claim (Canada), a lost engagement ring on a jewellery rider, rental-car cover while
    a car is at the body shop;
  home services: a heating-and-cooling plan's spring tune-up, a garage-door spring repair, an EV-charger installation
    quote (Canada), a snow-clearing season contract (Canada).
Three snippets contain no PII at all (cable box return, headphones return policy, snow clearing).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", "triple", pairs such as
"eighty thirty", "ninety one forty seven", the odd "for" for four and "to" for two), e-mails and user names read
aloud ("dot", "at", "underscore", "proton mail" split in two, "dot c a"), one e-mail the engine tidied itself, letters
spelled out in varied forms ("p i o t r", "l-o-u-r-d-e-s", "o as in oscar y e l a r a n", "n d i a y e"),
disfluencies, false starts, repeats, words glued by the engine ("tricounty", "firstmeridian title" beside "first
meridian title") and names mis-heard or split by the engine ("etcheverria" for etxeberria, "roble" for wrobel, "har
bhajan").  People are named with and without a cue ("can dwight call me", "rafa come here", "bettina her cell is"),
by surname with a title ("mister okafor", "missus roble") and by a nickname ("rafa").  Organisations are named with
and without a cue ("it's canyon state in um in tempe", "paul davis i think", "laid off from ryder").  A few snippets
have engine punctuation or commas, most have none.  Turn layouts vary: "agent:/customer:", "rep:/caller:",
"rep:/customer:", "agent:/caller:", "A:/B:", "speaker 1:/speaker 2:", one unlabelled line per turn, one block (two
snippets).  Canadian snippets use the Canadian postcode form "a9a 9a9"; every phone number is a ten-digit North
American one.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles ("mister", "missus"), family words ("my husband", "my wife"),
  possessive 's and trailing punctuation stay outside; products, plans, card brands and payment networks (interac),
  card expiry dates, prices, counts, ages, times, weekdays and months alone are not annotated; a name's or a user
  name's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; a nickname or a mis-heard form of a name
  keeps the person's entity; a company named after a person ("paul davis") is ORGANIZATION_NAME; "last four of your
  social" -> US_SSN, a full social -> US_SSN; other ids (a loan number, a return tracking number, a policy, claim,
  fraud-case or police report number, an IMEI, a service order, an account number with a phone company, a rental
  reservation, a layaway number, a gift-card number, an invoice, a ticket) -> GENERIC_ID; a routing number and a
  bank account number -> BANK_ACCOUNT; a unit or apartment said with the street is part of the STREET_ADDRESS; city
  and postcode after a street address are separate spans; streets without a number and cities are LOCATION; banks,
  shops, a credit union, a title company, a body shop, a restoration company, a utility and a building manager are
  ORGANIZATION_NAME; dates include a leading "the" ("the second of march"), a weekday before them stays outside; a
  birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr15.jsonl and
en_calls_asr15.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr15.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet (none in this set)
NAME_WORDS = set()

MCARD = card("517805726119440")     # 16 digits, a balance-transfer card
VISA = card("427831005926114")      # 16 digits, a layaway payment
IMEI = card("35291811407726")       # 15 digits, IMEIs carry a Luhn check digit too

CALLS = [
# 001 buy-now-pay-later dispute after a return (agent in the Philippines)
("buy-now-pay-later dispute", "labels", """
agent: okay ma'am so i can see the purchase from [[northpeak outfitters|ORG|np]] split in four and the second installment was collected on [[the fourteenth|DATE|d1]]
customer: right but i i sent the jacket back like three weeks ago i have the return label and everything
agent: i understand uh do you happen to have the tracking number for the return
customer: yeah hold on it's [[one z nine nine eight a four oh three two one six seven seven five oh eight one|ID|trk]]
agent: thank you so much i'm opening a dispute now so the last two payments will be paused while [[northpeak|ORG|np]] confirms they got it back can i just confirm the email on your account
customer: it's [[dana k reyes at outlook dot com|MAIL|m]]
agent: perfect and my name is [[jerome|PER|ag]] you'll get the dispute details there within the hour
"""),
# 002 roaming charges on the wrong line (agent in India)
("telecom roaming charges", "labels", """
rep: thank you for holding mister [[okafor|PER|c]] so i can see the roaming charges here they're all from [[cancun|LOC|cun]] starting on [[the second of march|DATE|d1]]
caller: yeah but i bought the travel pass before we left i did it in the app i have the screenshot
rep: yes sir i see a travel pass but it was put on the other line on the account the one for uh [[chiamaka|PER|d]]
caller: that's my daughter she wasn't even on the trip she was at school
rep: okay i understand let me see what i can do i can request a one time adjustment can you just confirm the number that was used abroad
caller: [[three four seven, two oh eight, double five one nine|TEL|tel]]
rep: thank you and for your reference you spoke with [[harpreet|PER|ag]] the credit should reflect in the next bill cycle
"""),
# 003 car-loan ten-day payoff for a private sale
("car loan payoff quote", "labels", """
A: so you're looking for a ten day payoff is that right
B: yeah i'm selling the truck to a guy private party and his credit union wants a payoff letter from you guys
A: okay no problem do you have the loan number
B: yeah it's uh it's [[seven seven oh two, four one eight, three three six|ID|loan]]
A: thank you and for security can i get the last four of your social
B: [[six oh two eight|SSN|ssn]]
A: thank you mister [[etcheverria|PER|c]] so the ten day payoff good through [[june twenty third|DATE|d]] is fourteen thousand two hundred eleven dollars and forty cents
B: okay and can that go straight to his credit union it's [[canyon state|ORG|cs]] in um in [[tempe|LOC|tp]]
"""),
# 004 kitchen grease-fire home insurance claim (Canada)
("home insurance claim, kitchen fire", "labels", """
agent: okay, and just to confirm the date of loss was [[the eleventh of january|DATE|d]], around six in the evening
caller: yeah, i was frying, i turned around for like a minute and the pan just went up
agent: and did the fire department attend
caller: yes they did, and the restoration guys came the next morning, [[paul davis|ORG|pd]] i think, they put all the fans in
agent: okay, perfect. and can i get your policy number
caller: it's [[h p, four four seven, one nine two, oh six|ID|pol]]
agent: thank you. and the property is [[two twelve carling avenue unit four|ADR|a]], [[ottawa|LOC|o]], [[k one y, two x three|PC|pc]]
caller: that's right
"""),
# 005 phone unlock for travel (agent in the Philippines)
("phone unlock request", "speakers", f"""
speaker 1: okay, to check if it's eligible i'll need the i m e i. you can dial star pound zero six pound.
speaker 2: okay, hold on. it says [[{say(IMEI, '11111111 111111 1')}|ID|imei]].
speaker 1: let me read that back, [[{say(IMEI, '111111111111111', doubles=True, gap='')}|ID|imei]]?
speaker 2: yes.
speaker 1: great, the device is paid off, the last installment posted on [[the second of may|DATE|d]]. and who is the account holder?
speaker 2: my husband, [[rafael ocampo|PER|h]], he's right here. [[rafa|PER|h]], come here, she needs you.
speaker 2: hi, yeah, it's fine, go ahead and unlock it.
speaker 1: perfect, thank you sir. the request is in, it can take up to two business days. my name is [[maricel|PER|ag]] if you need to call back.
"""),
# 006 store-card collections, promise to pay
("store card collections", "labels", """
agent: this is an attempt to collect a debt and any information obtained will be used for that purpose am i speaking with [[keisha abernathy|PER|c]]
customer: yes this is her
agent: thank you ma'am i'm calling about your [[haverford home|ORG|hh]] store card it's sixty two days past due with a balance of eight hundred twelve dollars
customer: yeah i know i i hurt my back at work and i was out for a while i can do something friday when i get paid
agent: okay i can schedule that for friday do you want to use the checking account on file
customer: um no use the new one at [[navy federal|ORG|nf]]
agent: sure go ahead with the routing number first
customer: [[two five six, oh seven four, nine seven four|BANK|rt]] and the account is [[seven oh one one three four eight eight two six|BANK|an]]
"""),
# 007 online-banking account takeover (Canada)
("banking fraud, account takeover", "labels", """
rep: okay so i see the email on your online banking profile was changed last night at eleven forty to [[m tremblay eighty eight at proton mail dot com|MAIL|bad]] was that you
caller: no no that's not mine mine is [[marie eve dot tremblay at videotron dot c a|MAIL|mine]]
rep: okay and the user i d was changed too it's now [[mtremblay underscore eighty eight|USER|badu]]
caller: oh my god i didn't do any of that
rep: i'm locking the profile right now and i'm going to try to recall the interac e-transfer that went out at midnight to a [[kevin lachance|PER|k]] for nine hundred ninety nine dollars
caller: i don't know who that is
rep: okay i'm opening a fraud file for you the number is [[f r triple two four one eight nine|ID|case]]
"""),
# 008 lost engagement ring on a jewellery rider
("insurance claim, lost ring", "turns", """
and when did you first notice it was missing
it was after we got back from the lake so um sunday [[the sixth|DATE|d]] i took it off to do the dishes and it just wasn't in the dish after
okay and it's scheduled on your policy as an engagement ring appraised at sixty four hundred do you have a copy of the appraisal
yeah it's from [[kessler and daughters|ORG|kd]] in [[asheville|LOC|ash]]
okay perfect if you can email that to me directly i'm [[ngozi|PER|adj]] and it's [[ngozi dot ferrell at heartland mutual dot com|MAIL|m]]
and do i need a police report for something i lost
we do ask for a lost property report yes and your claim number is [[j r seven seven four oh nine one two|ID|claim]]
"""),
# 009 dishwasher repair under a store protection plan
("appliance protection plan repair", "labels", """
agent: okay i've got the service order up it looks like the technician [[dwight|PER|t]] came out on [[the nineteenth|DATE|d1]] and he ordered a new control board
customer: yeah and he said a week tops and it's been almost three weeks
agent: i'm so sorry about that the part was back ordered but i'm showing it shipped to [[tricounty appliance|ORG|tca]] yesterday
customer: okay so can [[dwight|PER|t]] call me when it's in
agent: absolutely i'll add a note for him what's the best number
customer: my cell [[two one six, four four seven, eighty thirty|TEL|tel]] not the house phone
"""),
# 010 zero-percent balance-transfer offer (outbound sales)
("credit card balance transfer sale", "labels", f"""
rep: and because you've been a cardmember since twenty sixteen i can offer you zero percent on balance transfers for eighteen months with a three percent fee
customer: hm okay i've got about four grand on my [[capital one|ORG|c1]] card could i move that
rep: yes absolutely i'd just need the card number and the amount
customer: okay one sec it's [[{say(MCARD, '1111 1111 1111 1111', doubles=True, gap=' ')}|CC|cc]]
rep: and how much would you like to move
customer: all of it four thousand one fifty
rep: okay and just to confirm i'm speaking with [[abdirahman warsame|PER|c]] at [[fourteen ten portland avenue south|ADR|adr]] [[minneapolis|LOC|mpls]]
customer: that's me yep
"""),
# 011 landline moved to a home-phone box, son added as authorised user (Canada)
("telecom authorised user", "labels", """
agent: so to add you as an authorized user i'll need the account holder to give permission is she with you
caller: yeah she's right here on speaker mom go ahead hi yes this is [[agnieszka wrobel|PER|m]] and yes my son can speak for me
agent: thank you missus [[roble|PER|m]] and can you confirm the date of birth on the account
caller: [[fourth of april nineteen forty one|DOB|dob]]
agent: perfect and the authorized user's name
caller: [[piotr wrobel|PER|p]] [[p i o t r|SPELL|p]]
agent: got it and the home number [[six one three, seven two nine, four oh double five|TEL|home]] stays the same it just moves over to the new box
"""),
# 012 fibre install in a rental, building manager's sign-off (Canada)
("fibre install permission", "labels", """
A: so because it's a rental we'll need the owner or the property manager to sign off before the tech can drill through the wall
B: okay the building's managed by [[greenwin|ORG|gw]] i think yeah
A: do you have a contact there
B: the super is um [[desmond|PER|s]] his cell is [[for one six, two two one, double seven eight four|TEL|st]]
A: okay and the service address is [[apartment fourteen oh six, eighty one wellesley street east|ADR|a]]
B: yeah [[m four y, one h six|PC|pc]]
"""),
# 013 transfer of responsibility of an ex-wife's line
("telecom transfer of responsibility", "labels", """
agent: so for a transfer of responsibility both of you have to agree to it is she aware
customer: yeah we're divorced she wants to keep her number and just take over the bill herself
agent: okay and what's her full name
customer: [[lourdes|PER|l]] [[l-o-u-r-d-e-s|SPELL|l]] [[castellanos|PER|l]]
agent: and an email so we can send her the acceptance link
customer: [[lulu castellanos seventy two at yahoo dot com|MAIL|lm]]
agent: okay once she accepts her line moves to a new account and your bill drops by about forty five a month
customer: and my account number stays the same right [[four one oh two eight nine three seven six|ID|acct]]
"""),
# 014 stolen phone, line suspended and device blocked (agent in the Philippines)
("stolen phone suspension", "block", """
so yeah it was stolen out of my car in the [[walmart|ORG|wm]] parking lot on [[harbor boulevard|LOC|hb]] last night
okay i'm so sorry to hear that ma'am i've already suspended the line so no calls or data can go through on it did you file a police report
yes the officer gave me a report number it's [[two four dash oh one one eight seven three|ID|pr]]
okay thank you i'll note that and i'm also blocking the device so it can't be activated on any network would you like a replacement sent out it's covered by your protection plan
yes please send it to the house [[nine oh five four west lincoln avenue|ADR|a]] [[anaheim|LOC|an]]
okay perfect and just so you know i'm [[rhea|PER|ag]] i'll stay on the line while the claim goes through
"""),
# 015 marketplace overpayment cheque scam (Canada)
("banking fraud, counterfeit cheque", "labels", """
rep: so the cheque you deposited in the app on [[the third|DATE|d]] was returned by the issuing bank as counterfeit
caller: but the money was there i saw it i already sent the extra back to him
rep: okay can i ask how you sent it back
caller: e-transfer to [[hollis dot brandt at outlook dot com|MAIL|sc]] he bought my couch off marketplace and said his assistant wrote the cheque for too much
rep: okay unfortunately that's a very common scam the cheque is made out from a [[prairie ridge logistics|ORG|prl]] and that account doesn't exist
caller: should i message [[hollis|PER|h]] and ask for it back
rep: i'd recommend you don't contact him at all i've opened a fraud claim for you the reference is [[c a four four nine one seven oh two|ID|ref]]
"""),
# 016 rental-car cover while the car is at the body shop
("auto insurance rental coverage", "speakers", """
speaker 1: okay, so the car's at [[caliber collision|ORG|cc]], which location is that?
speaker 2: the one in [[framingham|LOC|f]], they said the parts won't be in till [[the twenty eighth|DATE|d]]
speaker 1: okay. your policy has rental coverage at thirty dollars a day up to thirty days, so you'd be covered through [[april second|DATE|d2]].
speaker 2: and the rental place is asking for a reservation number from you guys
speaker 1: yes, i set that up with [[enterprise|ORG|e]], the number is [[three t nine one four eight two|ID|res]]
"""),
# 017 personal-loan hardship programme after a lay-off
("loan hardship programme", "labels", """
customer: i got laid off from [[ryder|ORG|r]] in october and i've been on unemployment since so i just can't do the full payment right now
agent: i'm sorry to hear that mister [[nakamura|PER|c]] we do have a hardship program that can lower the payment for six months i just need to verify a few things your date of birth please
customer: [[eleven twenty two eighty|DOB|dob]]
agent: thank you and the address we have is [[three oh eight linden street|ADR|a]] [[allentown|LOC|al]] [[one eight one oh two|PC|pc]] is that still current
customer: yes same address
"""),
# 018 power of attorney added for an elderly father (Canada)
("bank power of attorney", "labels", """
agent: okay, so the power of attorney, is it a continuing power of attorney for property
caller: yes, the lawyer drew it up last month, [[gurinder sandhu|PER|law]], he's in [[brampton|LOC|br]]
agent: perfect. and your father's full name as it is on the account
caller: [[har bhajan singh gill|PER|f]]
agent: and his date of birth
caller: [[nineteenth of may nineteen thirty eight|DOB|dob]]
agent: thank you. you can upload the document or bring it into a branch, if you want to upload i'll send the secure link to [[jaspreet dot gill at rogers dot com|MAIL|m]]
caller: yes that's me
"""),
# 019 heating-and-cooling plan's spring tune-up
("hvac maintenance visit", "labels", """
agent: okay so you're on the comfort club plan so your spring tune-up is included the first opening i have is [[may twelfth|DATE|d]] in the morning
customer: [[may twelfth|DATE|d]] yeah that's fine
agent: and this is still for [[twenty seven oh nine ridgecrest drive|ADR|a]]
customer: yep
agent: great so the tech will be [[aurelio|PER|t]] he'll call about thirty minutes ahead
customer: can he call my wife instead i'll be at work [[bettina|PER|w]] her cell is [[four eight oh, six two two, ninety one forty seven|TEL|tel]]
"""),
# 020 garage-door spring repair
("garage door repair", "turns", """
so the spring snapped and the door won't go up at all and my car's stuck inside
okay i'm sorry about that we can get someone out today between two and five does that work
yes please
okay what's the address
[[sixty one forty four willow bend court|ADR|a]] in [[plano|LOC|p]]
and a name for the appointment
[[tobi oyelaran|PER|c]] that's [[o as in oscar y e l a r a n|SPELL|c]]
thanks and the best number to reach you
[[nine seven two, five five eight, oh to six one|TEL|tel]]
"""),
# 021 EV-charger installation quote (Canada)
("ev charger install quote", "labels", """
rep: so for a level two charger we usually have to look at the panel first do you know what size it is
caller: uh i think it's a hundred amp the house is from like nineteen seventy four
rep: okay that might need a load calc i can send our estimator [[jasmine|PER|e]] out to take a look
caller: sure and do you guys do the rebate paperwork with [[b c hydro|ORG|bch]]
rep: yeah we handle all of that what's the address there
caller: [[four four one five west twelfth avenue|ADR|a]] [[vancouver|LOC|v]] [[v six r, two e one|PC|pc]]
"""),
# 022 cable box returned after cancelling, no PII
("cable box return, no PII", "turns", """
hi yeah i cancelled my tv service last week and i still have the box and the remote where do i take them
you can drop them off at any of our retail stores or we can mail you a prepaid box whichever's easier
uh the store i guess is there a fee if i'm late
you have thirty days from the disconnect so you're fine just make sure you get a receipt when you drop it off
and the power cord too
yes please bring the power cord and the remote if those are missing there's a charge for each
okay got it thanks
"""),
# 023 jewellery-store layaway payment
("layaway payment", "labels", f"""
rep: okay i've got your layaway here for the ring you've paid three hundred so far and the balance is six seventy five
caller: okay i want to put two hundred on it today on a card
rep: sure go ahead whenever you're ready
caller: [[{say(VISA, '1111 1111 1111 1111', gap=' ')}|CC|cc]]
rep: and the expiration
caller: oh nine twenty eight
rep: and the billing zip code
caller: [[three three oh one five|PC|pc]]
rep: perfect that went through [[yesenia|PER|c]] your layaway number is still [[l a double zero seven one three two|ID|lay]] and the final payment is due by [[december twentieth|DATE|d]]
"""),
# 024 drained gift card
("gift card balance fraud", "labels", """
A: so my mom gave it to me for my birthday and when i went to use it it says zero balance
B: oh no i'm sorry about that can you read me the card number on the back
A: [[six oh three five, two two seven four, oh eight three one, five five five nine, four two one|ID|gc]]
B: thank you okay i see the card was redeemed online on [[the second of november|DATE|d]] for the full hundred dollars
A: that wasn't me i hadn't even scratched off the pin
B: do you know where it was purchased
A: she got it at [[kroger|ORG|k]] in [[lexington|LOC|lx]]
B: okay i've opened an investigation your case number is [[g c seven one one four oh two|ID|case]]
"""),
# 025 wire for a house closing held as a likely business-e-mail scam
("wire verification callback", "labels", """
agent: hi this is [[colm|PER|ag]] from the wire desk at [[harbor crest bank|ORG|hcb]] i'm calling to verify a wire you requested this morning for forty eight thousand
customer: yes that's for the closing on our house
agent: okay can you tell me where you got the wiring instructions from
customer: from the title company [[firstmeridian title|ORG|fmt]] they emailed them yesterday
agent: okay and did you call them to confirm using a number from their website
customer: um no i just used the email
agent: okay so the account in the request is [[eight eight two oh four one seven seven three six|BANK|acct]] and it's at a different bank than we have on file for [[first meridian title|ORG|fmt]]
"""),
# 026 road-hazard tyre replacement
("tire road hazard warranty", "speakers", """
speaker 1: and you bought the tires here at the [[discount tire|ORG|dt]] on [[bell road|LOC|br]]?
speaker 2: yeah, about a year ago, i've got the road hazard certificate right here
speaker 1: perfect, can you read me the invoice number at the top
speaker 2: it's [[four one seven, two two oh, oh eight nine|ID|inv]]
speaker 1: okay, i have it under [[marguerite ndiaye|PER|c]], is that you?
speaker 2: yes, [[n d i a y e|SPELL|c]]
speaker 1: great, you're covered for a replacement, [[nestor|PER|t]] will pull the car into bay three
"""),
# 027 prepaid refill charged but not applied (agent in the Philippines)
("prepaid refill not applied", "labels", """
agent: so i can see the refill of forty dollars was charged to your card but the plan didn't renew
customer: right and now i have no service at all i'm calling from my work phone
agent: i apologize for that can i confirm the number on the prepaid account
customer: [[seven one eight, three oh nine, double two four one|TEL|tel]]
agent: and the user name you use in the app
customer: [[bk underscore chowdhury|USER|u]] that's [[c h o w d h u r y|SPELL|u]]
agent: thank you i've escalated it and your ticket number is [[p p two oh four nine one seven|ID|t]] i'm [[jomar|PER|ag]] by the way
"""),
# 028 headphones return policy, no PII
("store return policy, no PII", "labels", """
customer: hi um i bought some headphones like two weeks ago and i opened them and they just don't fit right can i still return them
agent: yes for headphones you have thirty days even if they're opened as long as you have all the parts in the box
customer: okay i threw out the plastic thing but i have the box and the cable
agent: that's fine the packaging doesn't need to be perfect do you have the receipt or did you pay by card
customer: i paid by card but i have the receipt too
agent: then you can bring it to any store and they'll refund it to the card there's no restocking fee on headphones
"""),
# 029 new line financed after a credit check
("new line sale with credit check", "labels", """
agent: okay so for the financing we'll run a quick credit check i'll need your full social
customer: it's [[six one three, four two, oh eight seven nine|SSN|ssn]]
agent: thank you and your date of birth
customer: [[february ninth nineteen ninety|DOB|dob]]
agent: perfect you're approved for up to four lines and what email should the order confirmation go to
customer: [[t.haddad@icloud.com|MAIL|m]]
agent: and we're shipping to [[two oh four hemlock lane|ADR|a]] in [[dearborn|LOC|d]]
"""),
# 030 snow-clearing season contract (Canada), no PII
("snow clearing contract, no PII", "block", """
so for the season contract it's six forty nine for a regular double driveway and that covers every snowfall over five centimetres
okay and does that include the walkway
the walkway is an extra ninety and salting is another hundred and twenty for the season
hm and what time do you usually come by
we try to have all the residential routes done by seven a m so people can get to work but after a big storm it can be later
okay that's fair let me talk to my wife and i'll call you back this week
sounds good the early sign up price is good till the end of the month
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr15", CALLS, NAME_WORDS, (130, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
