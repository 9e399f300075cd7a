# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A seventeenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to sixteenth sets (make_en_calls_asr6.py ... make_en_calls_asr16.py), thirty short snippets, each four
to twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 147 in all.
Unlike those, every call is a WORKPLACE or BUSINESS-TO-BUSINESS call: payroll and HR, recruiting and staffing, an
employee IT service desk, suppliers and wholesalers, freight, accounts payable, commercial insurance, an office
landlord, a trade counter, with callers in the US, England, Scotland, Ireland, Canada, Australia, New Zealand, India,
the Philippines and South Africa.  Situations are kept apart from the workplace calls of sets one to sixteen
(make_en_calls_asr.py ... make_en_calls_asr16.py):
  payroll and HR: a payroll provider updating a crew lead's direct deposit after a returned payment (US), an E-Verify
    name mismatch after a new hire's marriage (US), a newborn added on an employer's benefits line (US), a workplace
    pension pot transferred after a job change (England), a workers' comp adjuster questioning a shift supervisor
    (US), a night differential missing from a contact-centre agent's payslip (the Philippines), a new joiner's
    background verification chased by HR operations (India), a former employee's dates confirmed to a screening
    company (South Africa), a wage garnishment confirmed with a creditor's law firm (US), a leaver's final pay sent to
    a new bank account (Australia), an online right-to-work check with a share code (Scotland);
  recruiting and staffing: a recruiter's offer call and a referee's number (Ireland), a labour-hire temp's unapproved
    timesheet (New Zealand);
  IT service desk: a replacement laptop shipped to a remote employee (Canada), an authenticator re-enrolment on a new
    phone (Australia), a VPN gateway switch;
  suppliers and business accounts: a restaurant's trade-credit application with a food wholesaler (South Africa), a
    carrier's proof of delivery and quick pay with a freight broker (US), a supplier chasing an invoice held for want
    of a PO with a university's accounts payable (England), a property and liability renewal through a broker
    (Canada), access cards for new starters from an office building's management (Australia), a company card payment
    at an electrical wholesaler's trade counter (England), a corporate travel desk's hotel booking (Ireland), extra
    seats on a childcare centre's software subscription (an Australian client, support in the Philippines), failed
    collection surcharges on a courier business account (Ireland), a copier-lease buyout quote (US), a cleaning
    contractor's missed bins at an office (New Zealand), a supplier's vendor registration with a client's procurement
    (India), a trade counter's conduit stock, a building's fire-alarm test (Canada).
Three snippets contain no PII at all (VPN gateway, conduit stock, fire-alarm test).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", pairs such as "forty seven
nineteen", the odd "for" for four and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore",
"dot ac dot uk", "dot com dot au"), letters spelled out in varied forms ("f-e-r-r-e-i-r-a", "q u r e s h i", "m as
in mike a r i s e l a", "t h u"), disfluencies, false starts, repeats, a word glued by the engine ("tristar" beside
"tri star fire") and a name mis-heard by the engine ("sorka" for sorcha).  People are named with and without a cue
("my lad kyle will be in", "kwame was working next to him", "it was vytautas up until"), one by a name that is an
ordinary word ("blessing"), which also occurs in its ordinary sense in the same snippet ("she's been a blessing").
Organisations are named with and without a cue ("at the fletcher site", "coverage through union pacific",
"still going to hostplus", "i'll get one from nedbank").  Traps left unannotated: a copier model ("the c three five three oh"), a
"grace period" beside a child whose middle name is grace, a return code ("r oh three"), a card's expiry, prices,
counts, percentages, floors, times and weekdays.  A few snippets have engine commas, most have none.  Turn layouts
vary: "agent:/customer:", "rep:/caller:", "agent:/caller:", "rep:/customer:", "A:/B:", "speaker 1:/speaker 2:", one
unlabelled line per turn, one block (two snippets).  Snippets outside the US use only the phone-number and postcode
forms call_sets.py checks (an Irish mobile 08x + seven digits, an Australian mobile 04 + eight digits, a New Zealand
mobile 021 + seven digits, a South African mobile 0 + nine digits, a Philippine mobile with "plus six three", Canadian
ten-digit numbers; UK "aa9 9aa", Canadian "a9a 9a9", an Australian four-digit postcode; an Australian BSB is a
six-digit BANK_ACCOUNT).  No Eircode, Indian PIN code or South African postcode is said.  Proper nouns are never
capitalised (the set's checks accept lower case only).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles ("the clayton hotel ..."), titles ("mister", "ma'am"), family words ("my
  husband", "my lad"), possessive 's and trailing punctuation stay outside; names that are also words (see NAME_WORDS)
  are annotated only where they name a person; products, plans, models, apps and systems (s a p, e verify), card
  brands, card expiry dates, return codes, prices, counts, percentages, ages, times, weekdays, months alone and floors
  said alone ("level nine") are not annotated; a name's spelling (SPELLED_SEQUENCE) shares the entity of the person; a
  maiden name, a married name or a mis-heard form of a name keeps the person's entity; "last four of the social" ->
  US_SSN, a full social -> US_SSN; other ids (a benefits member id, a national insurance number, a workers' comp
  claim, a staff number, a company registration number, a load number, an MC number, an invoice, a PO number, an
  employee number, a PAN, a timesheet number, a South African id number, a court case number, a share code, a
  ticket, a courier account, a GSTIN, an asset tag) -> GENERIC_ID; a routing number, a BSB and an account number ->
  BANK_ACCOUNT; a level or suite said with the street is part of the STREET_ADDRESS; city, suburb and postcode after
  a street address are separate spans; towns, suburbs and a branch named by its town are LOCATION; employers,
  suppliers, banks, insurers, a pension provider, a super fund, a law firm, a screening company, a hotel, a courier
  and a fire-protection contractor are ORGANIZATION_NAME; dates include a leading "the" ("the fifteenth"), a weekday
  before them stays outside; a birth date of anyone in the call (a newborn's too) is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr17.jsonl and
en_calls_asr17.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr17.py
"""
from call_sets import aba, card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet
NAME_WORDS = {"blessing"}

ROUTING = aba("12104288")             # 121042882
VISA_UK = card("492913408827155")     # 16 digits
VISA_IE = card("455701583920664")     # 16 digits

CALLS = [
# 001 payroll provider, direct deposit returned (US)
("payroll provider direct deposit", "labels", f"""
rep: okay so i've got the return in front of me it came back with code r oh three no account unable to locate so basically his bank is saying that account doesn't exist anymore
caller: yeah that's what i figured he switched banks like a month ago and uh didn't tell anybody it's [[dmitri volkov|PER|emp]] he's one of my crew leads
rep: got it okay so i can update his direct deposit from here if you have the new details um do you have the routing number
caller: hang on he texted it to me it's [[{say(ROUTING, "111 111 111", doubles=True, gap=" ")}|BANK|rtn]]
rep: [[{say(ROUTING, "111111111")}|BANK|rtn]] and the account number
caller: [[three oh oh eight five five one two seven four|BANK|acct]] and it's checking
rep: perfect that's updated so the net pay that bounced from [[the fifteenth|DATE|pd]] goes back into your operating account in two to three business days so you'll wanna pay him that one by check or we can do an off cycle run
caller: off cycle is fine i don't even have checks here honestly
rep: okay i'll set it up for tomorrow there's a fifteen dollar fee on an off cycle is that okay
caller: yeah whatever just get him paid he's been texting me all morning
"""),
# 002 onboarding, E-Verify name mismatch (US)
("onboarding E-Verify mismatch", "speakers", """
speaker 1: okay so the e verify case came back as a tentative nonconfirmation, and nine times out of ten that's just a name mismatch with social security
speaker 2: oh no okay um it's probably my name, i got married in june and i haven't changed my card yet
speaker 1: okay that'll be it, so what name is on the social security card right now
speaker 2: my maiden name [[lucia ferreira|PER|nh]], that's [[f-e-r-r-e-i-r-a|SPELL|nh]], and on my license it's [[lucia ferreira holt|PER|nh]]
speaker 1: got it and can you read me the number on the card
speaker 2: yeah it's [[six one two, four eight, three oh nine seven|SSN|ssn]]
speaker 1: and your date of birth
speaker 2: [[nine nine ninety six|DOB|dob]]
speaker 1: perfect, so i'll print the further action notice and email it to you, you've got eight federal working days to say you'll contest it, and none of this changes your start date with [[kessler mechanical|ORG|emp]]
speaker 2: okay good because i already gave notice at my old job
"""),
# 003 benefits enrollment line, newborn added (US)
("benefits line newborn", "labels", """
agent: well congratulations so you've got thirty days from the date of birth to add her and you're well inside that what's her full legal name
caller: [[amara grace okonkwo|PER|baby]] and [[amara|PER|baby]] is [[a m a r a|SPELL|baby]]
agent: perfect and her date of birth
caller: she was born [[march second|DOB|bdob]]
agent: and is she going on medical dental and vision or just the medical
caller: um all three my husband has coverage through [[union pacific|ORG|up]] but we decided to put her on mine because it's cheaper
agent: that's fine so just so you know there's no grace period after the thirty days so we'll need the birth certificate or the hospital letter uploaded by [[april first|DATE|dl]]
caller: okay i can do that this week
"""),
# 004 workplace pension transfer (England)
("workplace pension transfer", "labels", """
A: right i can see a pot with us from when you were at [[harcourt and lyle|ORG|old]] is that the one you mean
B: yeah that's it i left there in twenty nineteen and where i am now uses someone else so i just want it all in one place
A: okay no problem so before i go into any detail can i take your national insurance number
B: yep it's [[j k forty seven nineteen twenty two c|ID|ni]]
A: and your date of birth
B: [[fourteenth of the second eighty eight|DOB|dob]]
A: thank you and the postcode we've got on file
B: oh god it might still be the old one [[b s three, four l w|PC|pc1]] i've moved since to [[g l two, oh e f|PC|pc2]]
A: okay yeah it's still the old one on here so i'll update that first and then the transfer pack goes out to the new address
"""),
# 005 workers' comp adjuster and a shift supervisor (US)
("workers comp adjuster", "turns", """
hi is this [[terrell|PER|sup]] the second shift supervisor
yeah speaking
hey i'm the adjuster from [[granite mutual|ORG|ins]] i'm handling the workers comp claim for uh [[hector ruiz sandoval|PER|w]] the claim number is [[w c twenty four oh three three eight one|ID|claim]] do you have a few minutes
yeah sure this is about his back right
right so he's saying it happened on [[october seventh|DATE|inj]] toward the end of the shift can you walk me through what you saw
so i didn't actually see the the lift itself he was breaking down a pallet of the uh the forty pound salt bags and [[kwame|PER|wit]] was working next to him he's the one that came and got me
okay and did he say anything at the time
he said he felt something pop and he went and sat in the break room for like twenty minutes and then he finished the shift which i told him not to do
"""),
# 006 recruiter's offer call, a reference (Ireland)
("recruiter offer call", "labels", """
rep: hiya [[sorka|PER|cand]] it's [[fintan|PER|rec]] from [[morrissey talent|ORG|ag]] have you two minutes
caller: yeah go on i'm just parked up
rep: so the feedback from [[brennan pharma|ORG|cl]] came in this morning and they want to offer you the q a specialist role
caller: oh my god brilliant
rep: so before it goes formal they need two references have you your old line manager's details
caller: yeah it's uh [[deirdre nic an bhaird|PER|ref]] and her mobile is [[oh eight seven, three three one, four oh two six|TEL|reft]]
rep: grand and the second one
caller: could i give you my supervisor from the summer job i was only there three months like
"""),
# 007 IT service desk, replacement laptop shipped to a remote employee (Canada)
("IT desk laptop shipping", "labels", """
agent: okay so the replacement is imaged and ready to go i just need to confirm where it's shipping since you're remote
customer: yep full time remote so just to the house it's [[two seventeen birchmount crescent|ADR|adr]] in [[dartmouth|LOC|city]]
agent: and postal code
customer: [[b two w, three k six|PC|pc]]
agent: perfect and a phone number for the courier in case they can't get in
customer: [[nine oh two, four six three, two eight one five|TEL|tel]]
agent: okay it's going out with [[purolator|ORG|cour]] tonight so you should have it wednesday there's a return label in the box just put the old one back in the same box
customer: okay and do i need to do anything when it arrives
agent: just sign in with your usual network id so [[mtremblay zero two|USER|user]] and your current password and it'll pull down your profile it takes like twenty minutes the first time
"""),
# 008 IT service desk, authenticator re-enrolment on a new phone (Australia)
("IT desk MFA re-enrolment", "labels", """
agent: no worries so because it's an m f a reset i've gotta verify you a bit more than usual can i grab your staff number
caller: yep it's [[four oh to seven seven one nine|ID|staff]]
agent: thank you and who's your people leader
caller: [[bronwyn achterberg|PER|mgr]]
agent: yep that matches and your login's [[k pham three|USER|user]] is that right
caller: yeah that's me
agent: okay and what's the mobile you want the code to go to
caller: it's [[oh four one nine, two two seven, three oh eight|TEL|mob]] it's the same number i just got a new phone
agent: no dramas i've cleared the old device off so open the authenticator app on the new phone scan the q r code on your screen and put in the six digit code it sends you
caller: okay hang on um okay got it it's in
"""),
# 009 trade-credit application with a food wholesaler (South Africa)
("wholesaler trade credit", "labels", """
A: okay so the credit application is in the name of [[umhlanga grill house|ORG|cust]] and you're the director
B: yes i'm the only director [[sipho mahlangu|PER|dir]]
A: and the company registration number
B: it's [[two oh one nine stroke four five five three two one stroke oh seven|ID|reg]]
A: thank you and then who will be placing the orders on the portal because we'll set them up with their own login
B: that'll be [[blessing|PER|bl]] my kitchen manager she's been a blessing honestly she does all the stock counts
A: and her cell
B: [[oh seven two, five five eight, one three four oh|TEL|bt]]
A: okay last thing we need a bank confirmation letter not older than three months
B: okay i'll get one from [[nedbank|ORG|bank]] this afternoon
"""),
# 010 carrier's proof of delivery and quick pay with a freight broker (US)
("freight broker quick pay", "speakers", """
speaker 2: yeah this is [[gurpreet|PER|disp]] dispatch at [[sandhu brothers trucking|ORG|carr]] i'm calling on a load we delivered tuesday and it's still showing pending in the portal
speaker 1: okay do you have the load number
speaker 2: yeah [[r l seven seven three oh two nine|ID|load]]
speaker 1: okay i see it the p o d came through but it's kinda blurry where the consignee signed so accounting kicked it back
speaker 2: man nobody told us that
speaker 1: yeah sorry about that if you can rescan it and send it to [[pod at ridgewaylogistics dot com|MAIL|mail]] i can push it to quick pay today and it'll fund tomorrow minus the two percent
speaker 2: okay and can you call me when it's approved my cell is [[two one four, six seven oh, eight two three six|TEL|cell]]
speaker 1: sure will do
"""),
# 011 supplier chasing an invoice with a university's accounts payable (England)
("accounts payable invoice chase", "labels", """
caller: hiya, it's [[leanne|PER|cc]] from [[pennine catering supplies|ORG|sup]], i'm chasing an invoice that's sixty days overdue now
agent: okay, have you got the invoice number there
caller: yeah it's [[p c s four four one oh seven|ID|inv]]
agent: right, so that one's on hold because there's no p o number on it and the system won't match it without one
caller: no it's definitely on there, it's uh [[two two oh nine one eight three|ID|po]]
agent: it's not on the copy we've got, can you resend it with the p o on the face of the invoice to [[accounts dot payable at northmoor dot ac dot uk|MAIL|apm]]
caller: okay, and who do i speak to if it's still not paid by the end of the month
agent: you can ask for me, it's [[sinead|PER|ag]], i'm in most days
"""),
# 012 commercial insurance renewal through a broker (Canada)
("commercial insurance renewal", "labels", """
rep: so your liability and property both renew on [[the first of november|DATE|ren]] and [[aviva|ORG|ins]] came back with terms but the underwriter wants an updated sprinkler inspection report before they'll bind
customer: okay we had that done in like april by uh [[tri star fire|ORG|fire]] i think yeah [[tristar|ORG|fire]]
rep: perfect if you can send me that report that's all they need and i just have to confirm the location schedule is still the one building [[eighty eight industrial parkway north|ADR|adr]] in [[aurora|LOC|city]]
customer: yeah just the one we looked at a second unit but it fell through
rep: okay and no changes to revenue or headcount
customer: we're up maybe ten percent on revenue headcount's the same twenty two guys
"""),
# 013 access cards for new starters from building management (Australia)
("office building access cards", "turns", """
so for access cards i need the names of the new starters and they have to be on your tenant contact list first
sure so it's [[lachlan mcgrath|PER|s1]] and [[thu nguyen|PER|s2]] that's [[t h u|SPELL|s2]]
and they're both on level nine with you
yep both on nine
okay the cards are thirty five dollars each and they'll go on your next outgoings invoice
can you put that invoice to our head office though not the site it's [[fourteen gladstone road|ADR|adr]] [[castle hill|LOC|ch]] [[two one five four|PC|pc]]
yep i'll change the billing address and the cards will be at the concierge desk from tomorrow after ten
"""),
# 014 company card payment at an electrical wholesaler's trade counter (England)
("trade counter card payment", "labels", f"""
rep: right so you're on a cash account with us so i need payment before it goes on the van, is it card
customer: yeah company card, you ready
rep: go for it
customer: [[{say(VISA_UK, "1111 1111 1111 1111")}|CC|cc]]
rep: and the expiry
customer: oh nine twenty eight
rep: and the name as it shows on the card
customer: [[rizwan qureshi|PER|c]], that's [[q u r e s h i|SPELL|c]]
rep: lovely that's gone through, so do you want it on the van tomorrow or are you collecting from [[wednesbury|LOC|br]]
customer: collecting, my lad [[kyle|PER|lad]] will be in about seven with the receipt
"""),
# 015 night differential missing from a payslip (the Philippines)
("payroll night differential", "labels", """
agent: okay, thank you for waiting, can i have your employee number please
customer: yes it's [[one oh oh four seven two three eight|ID|emp]]
agent: and your full name?
customer: [[kristine joy macaraeg|PER|c]]
agent: okay ma'am, i checked your timekeeping for the last cutoff, your overtime was approved by your team lead [[arnel|PER|tl]] but the night differential was not tagged, that's why it's not in your payslip
customer: so when will i get it po? because the payout was [[june fifteen|DATE|pd]] pa
agent: i'll file the adjustment now, it will be in the next payout, and it will be credited to your payroll account in [[b d o|ORG|bank]]
customer: okay, please text me when it's filed, my number is [[plus six three nine one seven, five five two, oh eight four one|TEL|tel]]
"""),
# 016 HR operations chasing a new joiner's background verification (India)
("background verification", "speakers", """
speaker 1: sir this is [[shalini|PER|hr]] calling from h r operations [[zentrix software|ORG|emp]] regarding your background verification
speaker 2: yes yes tell me
speaker 1: sir the agency could not verify your previous employment with [[mphasis|ORG|prev]] because the relieving letter you uploaded is not clear can you upload it again
speaker 2: okay okay i will do it today itself
speaker 1: and sir just to confirm your date of birth as per pan card
speaker 2: [[twenty third april nineteen ninety|DOB|dob]]
speaker 1: okay and pan number also
speaker 2: [[a f r p i four one seven seven k|ID|pan]]
speaker 1: thank you sir once you upload i will reinitiate the check
"""),
# 017 labour-hire temp's timesheet not approved (New Zealand)
("temp timesheet unapproved", "labels", """
caller: yeah gidday it's [[wiremu tane|PER|c]] i'm on the labouring job at the [[fletcher|ORG|client]] site and my pay didn't come through this morning
rep: oh sorry about that let me have a look um yeah so last week's timesheet is still sitting there unapproved it needs the site manager to sign it off
caller: that'd be [[graeme|PER|sm]] but he's been off crook all week
rep: okay no worries i'll ring the project office and see if someone else can approve it what's the timesheet number on your app
caller: uh [[t s zero four four nine one|ID|ts]]
rep: sweet once it's approved we can do a same day pay run so you'd have it tonight hopefully
"""),
# 018 employment dates confirmed to a screening company (South Africa)
("employment verification", "labels", """
caller: morning i'm calling from [[verifyme screening|ORG|vs]] we're doing an employment verification for a former employee of yours [[thandiwe nkosi|PER|cand]]
agent: okay i can only confirm dates of employment and job title
caller: that's all we need her id number is [[nine one oh two one four oh three two one oh eight six|ID|id]]
agent: okay yes i have her she was with us from [[the third of march twenty seventeen|DATE|start]] to [[the thirty first of august twenty twenty two|DATE|end]] as a payroll administrator
caller: and do you have her reporting manager's name
agent: that was [[pieter van der merwe|PER|mgr]] but he's since left as well
"""),
# 019 wage garnishment confirmed with a creditor's law firm (US)
("wage garnishment", "block", """
good afternoon [[hollis and crane|ORG|firm]] this is the garnishment line
hi yes i'm calling from payroll at a car dealership we got a writ of garnishment from your office for one of our employees and i just wanna confirm a couple things before we start withholding
sure do you have the case number on the writ
yeah it's [[c v twenty four oh oh six one seven|ID|case]]
okay i've got it and can you read me the last four of the debtor's social on your copy
[[four two eight eight|SSN|ssn]]
okay that matches
and then where do we send the withheld amount is it to you or to the court
it comes to us checks payable to the firm's trust account at [[two twenty five west madison street suite four hundred|ADR|adr]] [[phoenix|LOC|phx]] [[eight five oh oh three|PC|zip]] and please put the case number on every check
"""),
# 020 corporate travel desk hotel booking (Ireland)
("corporate travel hotel booking", "labels", f"""
agent: okay so i have two rooms held at the [[clayton hotel cardiff lane|ORG|hotel]] checking in [[the ninth|DATE|ci]] out [[the eleventh|DATE|co]] and who are the guest names
customer: the first one is [[declan fahy|PER|dir]] that's [[f a h y|SPELL|dir]] and the second room is still to be confirmed
agent: no problem and is that going on the lodged card or a different card
customer: a different one actually the lodged card got cancelled are you ready
agent: go ahead
customer: [[{say(VISA_IE, "1111 1111 1111 1111")}|CC|cc]]
agent: and that's a visa yes
customer: it is yeah
"""),
# 021 extra seats on a software subscription (an Australian client, support in the Philippines)
("software subscription seats", "labels", """
rep: thank you for holding so i can see the subscription for [[bellbird early learning|ORG|cust]] you're currently on forty five seats
customer: yeah we've taken on six new educators so we need fifty one and they need to be active before monday
rep: no problem i can do that now and the additional seats will be prorated on your next invoice can i just confirm the admin user on the account
customer: it's [[jwhitlock underscore admin|USER|u]]
rep: thank you and is the invoice still going to [[accounts at bellbird dot com dot au|MAIL|m]]
customer: yes that's fine
rep: perfect and your ticket number is [[c s twenty five oh eight eight one|ID|tk]] in case you need to follow up
"""),
# 022 a leaver's final pay sent to a new bank account (Australia)
("final pay new bank account", "labels", """
A: so your final pay with the unused annual leave goes out thursday [[the twentieth|DATE|fp]] but i noticed your bank details are still the old [[bendigo bank|ORG|bb]] account is that still right
B: no no that one's closed can you use the new one
A: yep go ahead
B: b s b [[oh six three oh one nine|BANK|bsb]] account number [[one oh four four seven seven two nine|BANK|acc]]
A: and the super's still going to [[hostplus|ORG|super]]
B: yeah same fund
A: lovely that's all updated you'll get the payslip and the separation certificate by email
"""),
# 023 an online right-to-work check with a share code (Scotland)
("right to work share code", "speakers", """
speaker 1: so before you start i need to do the right to work check online have you got your share code
speaker 2: yeah i generated it last night it's [[w seven k nine x p four r m|ID|sc]]
speaker 1: lovely and your date of birth
speaker 2: [[eleventh of may ninety seven|DOB|dob]]
speaker 1: okay that's pulled through [[lakshmi narayanan|PER|c]] skilled worker visa all fine so you're all set for monday [[the second|DATE|st]]
speaker 2: great and is it the [[dundee|LOC|dd]] office i go to
speaker 1: yes and ask for [[fraser mcintyre|PER|m]] at reception he'll be your manager
"""),
# 024 failed-collection surcharges on a courier business account (Ireland)
("courier business account surcharges", "turns", """
so i've the last three invoices in front of me and every one of them has a failed collection surcharge on it
okay can i get the account number there
it's [[d x four oh nine one seven|ID|acc]]
thank you and that's [[o'sullivan dunne solicitors|ORG|firm]]
it is yeah
okay the notes on all three say premises closed
that's just not possible we're open till half five every day and the driver's been coming at like ten past five
is it the usual driver
it was [[vytautas|PER|drv]] up until a few weeks ago he was great but it's been someone new since
okay i'll take the three surcharges off and i'll send a credit note to the email on the account [[accounts at osullivandunne dot ie|MAIL|m]]
"""),
# 025 copier-lease buyout quote (US)
("copier lease buyout", "labels", """
customer: hi yeah i'm the office manager at [[delgado whitfield|ORG|firm]] we've got a copier lease with you guys and we wanna buy it out early because we're merging offices
agent: okay i have the lease here it's the c three five three oh in your [[tempe|LOC|t]] office and the buyout as of today would be two thousand one hundred forty plus tax
customer: okay can you send me that in writing
agent: sure i'll send the quote to the email on file [[tdelgado at dwcpas dot com|MAIL|m1]]
customer: actually can you send it to me directly it's [[marisela|PER|c]] [[m as in mike a r i s e l a|SPELL|c]] and it's [[marisela dot ortiz at dwcpas dot com|MAIL|m2]]
agent: okay got it the quote's good for thirty days
"""),
# 026 a cleaning contractor's missed bins at an office (New Zealand)
("commercial cleaning complaint", "labels", """
caller: hi it's [[priya ramaswamy|PER|c]] facilities at [[harbourview accountants|ORG|cl]] um we've had the bins not emptied two nights running now and the kitchen was left a mess
rep: oh i'm really sorry about that which site is that
caller: [[level two, forty two jackson street|ADR|adr]] in [[petone|LOC|pet]]
rep: okay so that's [[losa|PER|sup]]'s team i'll get her to call you directly tonight before they start what's the best number
caller: [[oh two one, for four eight, nine oh one six|TEL|tel]]
rep: and i'll put a credit on this month's invoice for the two missed nights
"""),
# 027 a supplier's vendor registration with a client's procurement (India)
("vendor registration", "labels", """
A: okay sir so for creating the vendor code in s a p i need a few details first your g s t i n number
B: yes it is [[twenty seven a a b c s four four one two m one z five|ID|gst]]
A: and the bank account where payment should come
B: [[five oh two oh oh oh four four one seven six six two three|BANK|acc]] current account in [[h d f c bank|ORG|bank]]
A: okay and which email should we send the remittance advice
B: [[accounts dot pune at shreejipack dot in|MAIL|m]]
A: and the contact person name
B: [[harshvardhan kulkarni|PER|c]] that is me only
"""),
# 028 a trade counter's conduit stock (England), no PII
("trade counter stock check, no PII", "turns", """
yeah have you got any twenty mil white conduit in
twenty mil yeah we've got loads of that what lengths
three metre lengths i need about forty
forty yeah no problem and do you need the bends and couplers with it
yeah a box of couplers and um maybe ten of the inspection bends
inspection bends we're a bit low on i've got six on the shelf and more coming thursday
go on then i'll take the six and get the rest thursday
do you want me to put it aside for you
no i'll just come in now it's only ten minutes
right i'll have it on the counter
"""),
# 029 IT service desk, VPN gateway switch, no PII
("IT desk VPN, no PII", "labels", """
agent: okay so when you click connect what exactly does it say
customer: it spins for like a minute and then it says unable to establish a secure connection
agent: got it are you on your home wifi or are you tethered to your phone
customer: home wifi
agent: okay and is anyone else in the house able to get online
customer: yeah my kids are streaming stuff no problem
agent: okay let's try this right click the little shield icon down by the clock choose switch gateway and pick east instead of auto
customer: okay east okay it's doing something oh it says connected
agent: perfect so the auto gateway's been having issues since the update this morning we've got a ticket open with the vendor
customer: great thanks
"""),
# 030 a building's fire-alarm test (Canada), no PII
("fire alarm test, no PII", "block", """
yeah hi i'm calling about the fire alarm test tomorrow is it the whole building or just our floor
it's the whole building but they do it floor by floor so yours should be around ten fifteen
okay and do we need to leave
no no not unless there's an announcement
and the elevators
um they'll be out from nine until about eleven thirty
okay we've got a courier coming at ten can they use the loading dock
yeah the freight elevator's fine just have them buzz security
okay perfect thanks so much
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr17", CALLS, NAME_WORDS, (125, 155), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
