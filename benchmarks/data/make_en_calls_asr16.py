# ruff: noqa: E501  (hand-written transcripts as literal data: long lines)
"""A sixteenth, independent set of English phone-call transcript SNIPPETS in speech-recogniser (ASR) style, with gold PII.
Like the sixth to fourteenth sets (make_en_calls_asr6.py ... make_en_calls_asr14.py), thirty short snippets, each four
to twelve turns taken from the middle of a call, with four to six mentions each (none in three of them), 145 in all.
Unlike those, every call is a HEALTHCARE call, to or from a practice, a hospital, a pharmacy, an insurer or a care
provider, with callers in the US, England, Wales, Ireland, Canada, Australia, New Zealand, India and South Africa.
Situations are kept apart from the healthcare calls of sets one to fourteen (make_en_calls_asr.py ...
make_en_calls_asr14.py): a surgery scheduler's pre-certification call to an insurer for a knee replacement (US), a
daughter chasing her father's memory-clinic referral at the GP surgery (England), an insulin prescription transferred
to a pharmacy nearer a new home (Canada), a payment plan for a son's wisdom-teeth gap at a dental practice (Australia),
a young man's self-referral to a counselling service (Ireland), a mother's respite stay booked at a rest home (New
Zealand), a cashless-insurance query raised on a father's angioplasty at a hospital's insurance desk (India), a
practice nurse calling back with thyroid results (South Africa), a kindergarten immunisation form and a patient-portal
log-in (US), an ambulance bill partly paid by card (US), two carers for a hoist booked with a home-care agency after a
discharge (England), hospital transport to chemotherapy (England), a self-referral to a midwifery practice (Canada), an
occupational-therapy home visit under a disability plan (Australia), out-of-network superbills at a counselling
practice (US), a consultant's fee claim chased with a private health insurer (Ireland), a refrigerated specialty-pharmacy
delivery (US), a child put on an NHS dentist's waiting list (England), a mother's cardiology follow-up moved by her son
(India), an injury claim bounced back to a GP practice for want of the employer (New Zealand), a medical-aid
pre-authorisation for an elective caesarean (South Africa), a hospital social worker arranging short-term rehab at a
nursing home (US), a fracture-clinic letter sent to an old address (Wales), an after-hours GP home visit for a toddler
(Australia), a health-fund optical benefit paid to a new bank account (Australia), a pharmacist calling a doctor's
office about a drug interaction (Canada), a newborn registered for a GP visit card (Ireland), a flu-vaccine walk-in
clinic's hours, a pharmacy's stock of a children's antibiotic and a maternity ward's visiting hours and parking.
Three snippets contain no PII at all (flu clinic hours, antibiotic stock, visiting hours).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "zero", "double", "triple", pairs such as
"twenty two", "for" for four and "to" for two), e-mails and user names read aloud ("dot", "at", "underscore"), one
e-mail the engine tidied itself, letters spelled out in varied forms ("y b a double r a", "b-o-a-t-e-n-g", "w for
whiskey r o b e l", "a i l b h e"), disfluencies, false starts, repeats, a word glued by the engine ("cedargrove") and
names mis-heard or split by the engine ("keean" for cian, "alva" for ailbhe, "fia" for fiadh, "ro sheen" for
roisin, "kamin ski" for kaminski).  People are named with and without a cue ("it's for my son mateo castellanos", "i
did leave a message last week with hiba", "doctor fennelly in the town", "harjit sandhu" and "stavros papadakis" said bare as answers),
by a name after a title ("mister kavanagh", "doctor okafor", "sister thandeka", "miss khumalo").  Organisations are
named with and without a cue ("he's on my h c f", "fulton hogan" said bare, "a c c have bounced it back", "the optical
claim from specsavers").  A few snippets have engine punctuation or commas, most have none.
Turn layouts vary: "agent:/customer:", "rep:/caller:", "rep:/customer:", "agent:/caller:", "A:/B:",
"speaker 1:/speaker 2:", one unlabelled line per turn, one block (two snippets).  Snippets outside the US use only the phone-number
and postcode forms call_sets.py checks (UK 0 + ten digits, an Irish mobile 08x + seven digits, a New Zealand mobile 021
+ seven digits, an Australian mobile 04 + eight digits, an Indian mobile with "plus nine one", Canadian ten-digit
numbers; UK "aa9 9aa" / "aa99 9aa", Canadian "a9a 9a9", Australian four-digit postcodes; an Australian BSB is a
six-digit BANK_ACCOUNT).  No Eircode, Indian PIN code or South African postcode is said.  Proper nouns are never
capitalised (the set's checks accept lower case only).
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles ("the christie"), titles ("mister", "missus", "miss", "doctor", "sister"), family
  words ("my wife", "your father"), possessive 's and trailing punctuation stay outside; names that are also words
  (see NAME_WORDS) are annotated only where they name a person; drugs and products (humira, clarithromycin), procedure
  codes, card brands, card expiry dates, prices, counts, ages, times, weekdays and months alone are not annotated; the
  name of a scheme used as the type of an id or card ("nhs number", "n d i s number", "medicare number", "ontario
  health card", "medicaid") is not annotated, an agency acting in the call ("a c c have bounced it back") is
  ORGANIZATION_NAME; a name's spelling (SPELLED_SEQUENCE) shares the entity of the person; a mis-heard or split form
  of a name keeps the person's entity; "last four of the patient's social" -> US_SSN, a full social -> US_SSN; other
  ids (an insurer's member id, an Ontario health card, an NHI number, a health-insurance
  policy number, an ambulance account, an NHS number, a membership number, an NDIS number, a UHID, an injury claim
  number, an authorisation number, a hospital number, a Medicare number, a PPS number) -> GENERIC_ID; a BSB and an
  account number -> BANK_ACCOUNT; a flat or unit said with the street is part of the STREET_ADDRESS; suburb and
  postcode after a street address are separate spans; suburbs and towns are LOCATION; practices, hospitals,
  pharmacies, insurers, an accident-compensation agency, care homes, agencies, a school and an employer are ORGANIZATION_NAME;
  dates include a leading "the" ("the fourteenth"), a weekday before them stays outside; a birth date of anyone in
  the call (a child's, a newborn's too) is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr16.jsonl and
en_calls_asr16.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr16.py
"""
from call_sets import card, make_set, say

# names that are also ordinary words: used unannotated on purpose in the same snippet (none in this set)
NAME_WORDS: set[str] = set()

VISA_AU = card("455703219864410")   # 16 digits
AMEX = card("37829104553710")       # 15 digits

CALLS = [
# 001 knee replacement pre-certification, surgery scheduler to insurer (US)
("knee replacement pre-certification", "labels", """
rep: okay, i can start that pre cert for you, who am i speaking with
caller: yeah this is [[tamika|PER|t]] i'm the surgery scheduler over at [[lakeshore orthopedic associates|ORG|lo]], we're the, uh, the requesting provider
rep: thank you, and the member id on the patient's card
caller: it's [[w k p, four four one, seven oh nine, two two six|ID|mid]]
rep: and patient name and date of birth
caller: [[gerald ybarra|PER|g]], last name is [[y b a double r a|SPELL|g]], and he's [[march twenty second nineteen fifty one|DOB|dob]]
rep: okay i have him, active since january. and the procedure
caller: left total knee, cpt two seven four four seven, outpatient at our surgery center, sometime next month
rep: okay, and do you have clinicals, the x rays, the p t notes
caller: yes i can fax them soon as i have a case number
rep: the case number generates once the clinicals are attached, so, um, fax first and then call back or check the portal
"""),
# 002 memory-clinic referral chased at the GP surgery (England)
("memory clinic referral", "labels", """
agent: good morning [[hollins park surgery|ORG|hp]] you're speaking to [[bernadette|PER|b]] how can i help
caller: oh hi yes um i'm ringing about my dad's referral to the memory clinic it's been about ten weeks and we've heard nothing at all
agent: okay i'll have a look for you can i take his name and date of birth
caller: it's [[desmond ofori|PER|d]] and it's the [[fourth of april nineteen forty three|DOB|dob]]
agent: thank you and you're his daughter are you down on his consent form
caller: yes i'm his next of kin i did that form in the in the winter
agent: right so i can see doctor [[chaudhry|PER|c]] referred him at the end of march and it's been accepted so he's on their waiting list now it's the memory service that books them not us i'm afraid
caller: right so do i ring them directly then
agent: yeah their number's on the acceptance letter they'd have sent him, if you can't find it ring us back and i'll dig it out
"""),
# 003 insulin prescription transferred to a pharmacy nearer a new home (Canada)
("pharmacy prescription transfer", "labels", """
rep: okay so you want us to transfer the insulin over from your old pharmacy
customer: yeah the pens and the um the test strips, we moved out to the east end so the [[shoppers drug mart|ORG|sh]] by our old place is just too far now
rep: no problem at all what's your name
customer: [[harjit sandhu|PER|h]]
rep: and your date of birth
customer: [[november fifth seventy nine|DOB|dob]]
rep: and a phone number we can reach you at when it's ready
customer: [[six four seven, two two oh, nine one eight three|TEL|tel]]
rep: and i'll need your health card number for the file too
customer: okay it's [[five eight two two, four one seven, six three oh, a k|ID|hc]]
rep: perfect we'll call them and get it transferred, should be ready tomorrow after lunch
"""),
# 004 payment plan for a wisdom-teeth gap at a dental practice (Australia)
("dental billing payment plan", "labels", """
agent: [[bayside smiles dental|ORG|bs]] [[keely|PER|k]] speaking
customer: oh hi um i got the quote for my son's wisdom teeth and i just wanted to check what the gap is after the health fund
agent: sure what's his name
customer: [[minh anh tran|PER|m]] he's on my [[h c f|ORG|hcf]]
agent: okay let me pull that up so the quote's two thousand one hundred and forty and we estimated the fund pays about eleven hundred so the gap's around a thousand forty, we can split that over three payments if that helps
customer: yes please can we do the first one today on the card
agent: of course go ahead when you're ready
customer: it's """ f"[[{say(VISA_AU, '1111 1111 1111 1111')}|CC|cc]]" """
agent: and expiry
customer: oh nine twenty seven
"""),
# 005 self-referral to a counselling service (Ireland)
("counselling self-referral", "speakers", """
speaker 1: okay so that's all fine, you don't need a gp referral for us you can self refer, it's just a few details now and then one of the team rings you back for the assessment
speaker 2: okay
speaker 1: so i'm [[orla|PER|o]] by the way, and can i get your name
speaker 2: it's uh [[keean o'dwyer|PER|c]] but it's spelled [[c i a n|SPELL|c]]
speaker 1: lovely thanks, and your date of birth
speaker 2: [[twelfth of the second two thousand and four|DOB|dob]]
speaker 1: and the best number to ring you back on, is it okay if we leave a message
speaker 2: yeah it's my own phone, [[oh eight five, seven seven three, four oh one two|TEL|tel]], but don't leave anything about like what it's for
speaker 1: no that's grand we never say where we're calling from. and are you linked in with a gp at the moment
speaker 2: um doctor [[fennelly|PER|f]] in the town but i haven't i haven't told him about any of this
speaker 1: that's okay, that's your call
"""),
# 006 respite stay booked at a rest home (New Zealand)
("rest home respite booking", "labels", """
agent: so respite's usually a minimum of a week with us and we'd need the needs assessment through first
caller: yeah that's all done she was assessed back in the winter
agent: okay good and your mum's full name
caller: [[huia te rangi|PER|h]]
agent: and her n h i number it'll be on any of her hospital letters
caller: hang on um [[z a j, eight eight two four|ID|nhi]]
agent: lovely and when were you wanting her to come in
caller: from [[the seventeenth of january|DATE|d]] me and my sister are both away for the fortnight
agent: okay i'll pencil that in for the garden wing at [[totara park lifecare|ORG|tp]] and the best number for you
caller: [[oh two one, four six eight, nine oh three five|TEL|tel]]
"""),
# 007 cashless-insurance query on a father's angioplasty, hospital insurance desk (India)
("hospital cashless pre-authorisation", "labels", """
A: okay sir i'm checking, patient name [[venkatesh iyer|PER|v]], policy with [[star health|ORG|sh]], correct
B: yes yes
A: policy number i have as [[one oh zero two one one slash four four seven nine slash oh oh one|ID|pol]]
B: correct
A: so sir the insurer has raised a query, they want the old discharge summary from when he was admitted for the chest pain last year
B: that was at [[kauvery hospital|ORG|kh]] in [[trichy|LOC|t]], i will ask them to email it, how long it will take after that
A: after that approval comes in four to six hours only. once you have it please share on whatsapp, or i can call you, this number is correct [[plus nine one, nine eight four for, oh two six, one seven three|TEL|tel]]
B: yes that is my number, procedure will not be postponed no
A: no sir doctor has kept it for tomorrow morning only
"""),
# 008 practice nurse calling back with thyroid results (South Africa)
("test results callback", "turns", """
hello good afternoon, may i speak to miss [[khumalo|PER|n]]?
speaking.
hi, it's sister [[thandeka|PER|t]] from [[parkview family practice|ORG|pf]], just phoning about your blood results. before i go on can you just confirm your date of birth for me?
yes it's [[the twenty eighth of august nineteen eighty six|DOB|dob]].
thank you. so the doctor had a look and your thyroid is a bit slow, the t s h came back high, so he'd like to see you to talk about starting tablets.
oh okay. is it serious?
no no, it's very common. can you come in thursday at ten?
"""),
# 009 kindergarten immunisation form and a patient-portal log-in (US)
("pediatric immunization record", "labels", """
agent: okay and what is the patient's name
customer: it's for my son [[mateo castellanos|PER|m]] he's starting kindergarten at [[whittier elementary|ORG|we]] and they need the immunization form
agent: and his date of birth
customer: [[six fourteen twenty|DOB|dob]]
agent: okay so that form is actually in the portal you can print it yourself do you have a portal account
customer: i think so but i can't remember the log in it might be [[ximena c underscore eighty eight|USER|u]]
agent: yes i see that one under mom's name so [[ximena|PER|x]] right
customer: yes that's me
agent: okay i'll send a reset link to the email on file is it still [[ximena dot castellanos at yahoo dot com|MAIL|e]]
customer: yep
"""),
# 010 ambulance bill partly paid by card (US)
("ambulance bill", "labels", """
rep: [[metro west ems|ORG|mw]] billing office how can i help you
caller: hi yes i got a bill for my husband's ambulance ride in september it's eleven hundred dollars and our insurance said they'd cover it
rep: i can look into that do you have the account number at the top of the statement
caller: um it's [[e m s, zero zero four eight one seven two|ID|acct]]
rep: and for verification the last four of the patient's social
caller: [[six two one eight|SSN|ssn]]
rep: thank you so i see the claim went to [[humana|ORG|hu]] and they paid part of it, the balance is the out of network portion
caller: okay can i just pay the copay part today and dispute the rest
rep: sure i can take the two fifty now what card
caller: it's an amex """ f"[[{say(AMEX, '1111 111111 11111', gap=' ')}|CC|cc]]" """
"""),
# 011 two carers for a hoist booked with a home-care agency after a discharge (England)
("home care after discharge", "labels", """
agent: so the discharge team have said she'll need two carers for the morning call because of the hoist
customer: yeah that's what they told us on the ward
agent: okay so i'm [[aneta|PER|a]] i'm the care coordinator here at [[bluebell homecare|ORG|bb]] and i just need to confirm the address the carers are going to
customer: it's [[fourteen cowley road|ADR|adr]] [[oxford|LOC|ox]] [[o x four, one h p|PC|pc]], she's in the ground floor flat
agent: and it's [[margaret o'halloran|PER|m]] yes
customer: that's right
agent: okay and is there a key safe
customer: yes i'll text you the code i don't want to say it on the phone
agent: no that's fine that's sensible
"""),
# 012 hospital transport to chemotherapy (England)
("patient transport booking", "speakers", """
speaker 1: and is the patient able to walk to the vehicle on their own or will they need a chair
speaker 2: he can walk a bit but after the chemo he's wiped out, he'll need the chair coming back
speaker 1: okay, can i take his nhs number
speaker 2: yeah it's [[four eight five, seven seven two, one nine oh six|ID|nhs]]
speaker 1: and his name
speaker 2: [[yaw boateng|PER|y]], that's [[b-o-a-t-e-n-g|SPELL|y]]
speaker 1: and the pick up address
speaker 2: [[flat three, twenty two moss lane|ADR|adr]]
speaker 1: and the appointment's at the [[christie|ORG|ch]] on [[the fourteenth|DATE|d]] at what time
speaker 2: half nine but they said be there for quarter past
"""),
# 013 self-referral to a midwifery practice (Canada)
("midwifery intake", "labels", """
agent: okay so we do take self referrals, you don't need to go through your family doctor, can i start with your name
caller: [[noor el-khatib|PER|n]]
agent: and your date of birth
caller: [[january thirtieth nineteen ninety four|DOB|dob]]
agent: and your ontario health card number
caller: [[six one seven three, nine nine four, oh two eight, m x|ID|hc]]
agent: and your postal code, we only cover certain areas so i just need to make sure you're in our catchment
caller: [[m four j, two x five|PC|pc]], and um i did leave a message last week with [[hiba|PER|hb]] i think
agent: oh okay she's part time, well you're in, so someone from [[east end community midwives|ORG|ee]] will call you within two weeks to book the first visit
"""),
# 014 occupational-therapy home visit under a disability plan (Australia)
("occupational therapy home visit", "labels", """
agent: so under his plan he's got the capacity building funding for the o t assessment and it's a home visit
customer: yeah he's mostly at home now since the stroke, i'm his brother i'm helping with all this
agent: okay what's his n d i s number
customer: [[four three one, oh eight two, seven seven six|ID|ndis]]
agent: and his name as it is on the plan
customer: [[stavros papadakis|PER|s]]
agent: and the address for the visit
customer: [[unit four, nineteen wattle street|ADR|adr]] [[reservoir|LOC|r]] [[three oh seven three|PC|pc]]
agent: great i've sent it through to our northern team and the o t will ring you the day before she comes
"""),
# 015 out-of-network superbills at a counselling practice (US)
("therapy out-of-network benefits", "labels", """
rep: so we're out of network with most plans but i can give you a superbill each month and you submit it yourself
caller: okay and do you know if my insurance covers that
rep: it depends on your plan, what i can do is verify your out of network benefits if you give me the member id
caller: sure it's [[w two six four, one eight eight, oh five one|ID|mid]]
rep: and the name on the plan
caller: [[priya raman|PER|p]]
rep: okay perfect and you were hoping to see doctor [[lindqvist|PER|l]] is that right
caller: yes or whoever has the earliest opening honestly
rep: okay i'll email you the intake paperwork, it'll come from [[cedargrove counseling|ORG|cg]] so check your spam, what's the best email
caller: [[priya.raman@outlook.com|MAIL|e]]
"""),
# 016 consultant's fee claim chased with a private health insurer (Ireland)
("private health insurance claim", "labels", """
agent: you're through to claims at [[irish life health|ORG|il]] how can i help
customer: hi i sent in a claim for my consultant's fees about six weeks ago and i haven't heard anything back
agent: okay can i take your membership number
customer: it's [[one oh seven, three three eight, four two one|ID|mem]]
agent: and your name
customer: [[alva mcgrath|PER|a]]
agent: sorry could you spell the first name for me
customer: it's the irish spelling [[a i l b h e|SPELL|a]]
agent: got you, okay so i can see the claim for mister [[kavanagh|PER|k]] at the [[bon secours|ORG|bon]], it's been assessed but we're missing the procedure code from his rooms
customer: oh so it's not even with you properly
agent: it is it's just on hold, if you ask his secretary to send the code in we'll pay it within five working days
"""),
# 017 refrigerated specialty-pharmacy delivery (US)
("specialty pharmacy delivery", "block", """
hi this is [[crestline specialty pharmacy|ORG|cs]] calling to schedule your next humira shipment am i speaking with [[jerome|PER|j]]
yeah this is him great for security can you verify your date of birth [[ten twelve seventy one|DOB|dob]] thank you and are we still
shipping to [[eighty eight hollis avenue|ADR|adr]] [[oh two one eight four|PC|zip]] yes same place and it's refrigerated so someone
needs to be home to sign we can do thursday um can you do friday i'm at work all day thursday friday works it'll be between eight and noon
"""),
# 018 child put on an NHS dentist's waiting list (England)
("nhs dentist waiting list", "turns", """
we're not taking on nhs adults at the moment but we do have a waiting list for children
okay it's for my daughter really
okay what's her name
[[zofia wrobel|PER|z]]
how are you spelling the surname
[[w for whiskey r o b e l|SPELL|z]] it's polish
and her date of birth
[[the third of october twenty seventeen|DOB|dob]]
and a contact number for you
[[oh seven seven nine four, two three six oh eight one|TEL|tel]]
lovely so she's on the list here at [[marsh lane dental|ORG|ml]] and we'll ring you when we've a space it's about four months at the minute
"""),
# 019 a mother's cardiology follow-up moved by her son (India)
("cardiology follow-up reschedule", "labels", """
agent: thank you for holding sir, i found the booking, patient [[lakshmi narayanan|PER|l]], u h i d [[m h c, two two four one, seven oh eight|ID|uhid]]
caller: yes that's my mother
agent: she is booked with doctor [[raghunathan|PER|r]] on [[the ninth of december|DATE|d]] at eleven
caller: yes that only, she can't come that day, there is a wedding in the family, can we move it to next week
agent: next available is tuesday at four p m, same doctor
caller: okay that's fine, and please send the confirmation on my email [[s a r a v a n a n dot n at rediffmail dot com|MAIL|e]]
agent: sure sir, you will get an s m s also
"""),
# 020 injury claim bounced back to a GP practice for want of the employer (New Zealand)
("injury claim employer details", "speakers", """
speaker 1: hi it's just the front desk at [[kapiti coast medical|ORG|kc]], calling about the injury claim from your visit on saturday
speaker 2: oh yep
speaker 1: so [[a c c|ORG|acc]] have bounced it back because the employer field was blank, it was a work injury was it
speaker 2: yeah yeah at work, i rolled my ankle off the back of the truck
speaker 1: oh ouch, okay so who's your employer
speaker 2: [[fulton hogan|ORG|fh]]
speaker 1: and just so i've got the right person can i get your date of birth
speaker 2: [[second of the fifth ninety seven|DOB|dob]]
speaker 1: lovely, and the claim number on your form starts with two letters
speaker 2: yeah it's [[c g, four triple one, nine two six|ID|claim]]
"""),
# 021 medical-aid pre-authorisation for an elective caesarean (South Africa)
("medical aid pre-authorisation", "labels", """
agent: okay so for the elective caesar we need the pre authorisation at least forty eight hours before the admission
customer: ja the gynae's rooms said they sent it through last week
agent: let me check, what's the membership number
customer: [[two oh one, five five eight, three nine four|ID|mem]]
agent: and the patient is
customer: my wife [[lize-marie van der merwe|PER|l]]
agent: okay i see the request from doctor [[govender|PER|g]] for [[netcare sunninghill|ORG|ns]] on [[the twenty first of february|DATE|d]]
customer: that's it
agent: it's approved, your authorisation number is [[four four nine, oh two one, seven|ID|auth]], the hospital will ask for it at admissions
"""),
# 022 hospital social worker arranging short-term rehab at a nursing home (US)
("skilled nursing placement", "labels", """
A: hi this is [[rosalind|PER|r]] i'm one of the social workers at [[saint agnes medical center|ORG|sa]] i'm calling about your father [[walter kamin ski|PER|w]]
B: oh yes hi is everything okay
A: he's doing well he's medically ready for discharge tomorrow but he's not safe to go home alone so the team is recommending short term rehab
B: okay we we kind of expected that
A: so [[brookhaven rehab and nursing|ORG|bh]] has a bed and they take his medicare, for the medicaid application down the line though they'll need his social do you have it
B: um yeah hang on it's [[two seven three, five eight, one nine four six|SSN|ssn]]
A: thank you and is this the best number for you [[four one two, five three eight, double seven two oh|TEL|tel]]
B: yes that's my cell
"""),
# 023 fracture-clinic letter sent to an old address (Wales)
("fracture clinic reschedule", "labels", """
agent: fracture clinic appointments [[ysbyty gwynedd|ORG|yg]] how can i help
caller: hiya i've had a letter for my son's appointment but it went to our old address and it's for tomorrow and he's got an exam
agent: okay can i have his hospital number it's on the letter top right
caller: [[d one two seven, seven four nine, three|ID|hosp]]
agent: and his name
caller: [[rhys pritchard|PER|r]]
agent: okay i can move it we've got next tuesday at two fifteen
caller: that's fine and can you update the address to [[seven bro dawel|ADR|adr]] [[l l fifty seven, two p w|PC|pc]]
agent: done, the new letter will go out today
"""),
# 024 after-hours GP home visit for a toddler (Australia)
("after-hours home doctor", "labels", """
rep: okay so a doctor can come out tonight, just some details, the patient's full name
caller: [[matilda hartigan|PER|m]]
rep: and her date of birth
caller: [[nineteenth of may twenty twenty two|DOB|dob]]
rep: and the medicare number
caller: [[two nine five three, one eight six four oh, one|ID|med]] and she's number three on the card
rep: and the address
caller: [[forty two banksia crescent|ADR|adr]] [[mount gravatt|LOC|mg]]
rep: and a mobile the doctor can ring when he's on the way
caller: [[oh four one to, seven seven three, oh five eight|TEL|tel]]
rep: okay it could be up to three hours tonight, if she gets worse or floppy call triple zero
"""),
# 025 health-fund optical benefit paid to a new bank account (Australia)
("health fund benefit refund", "labels", """
agent: okay so i've found the membership, [[thi hoa nguyen|PER|t]] and two dependants
customer: yes
agent: so the optical claim from [[specsavers|ORG|sp]] has gone through, the benefit's a hundred and sixty, do you want that paid to the account on file or a new one
customer: a new one actually we changed banks
agent: no worries, b s b first
customer: [[zero six three, one four one|BANK|bsb]]
agent: and the account number
customer: [[one oh four eight, seven two six three|BANK|acct]]
agent: and just to confirm the membership number for the claim
customer: [[six six one, zero four, eight two nine|ID|mem]]
agent: that's all updated, it'll land in two to three business days
"""),
# 026 pharmacist calling a doctor's office about a drug interaction (Canada)
("pharmacist prescription clarification", "speakers", """
speaker 1: hi, i'm a pharmacist at [[london drugs|ORG|ld]], i'm calling to clarify a prescription from doctor [[okafor|PER|o]].
speaker 2: sure, what's the patient's name?
speaker 1: [[beatrice lalonde|PER|b]], date of birth [[the eighth of june nineteen forty eight|DOB|dob]].
speaker 2: okay, i see her.
speaker 1: so he's prescribed clarithromycin but she's on simvastatin, it's a significant interaction, so i wanted to suggest either holding the statin or switching to something like doxycycline.
speaker 2: okay. he's with patients right now, can he call you back?
speaker 1: sure, my direct line is [[six oh four, four three nine, two two seven one|TEL|tel]].
"""),
# 027 newborn registered for a GP visit card (Ireland)
("newborn gp registration", "block", """
okay so that's your own details done and now the baby what's her name [[fia brennan|PER|f]] and is that the irish spelling
yeah [[f i a d h|SPELL|f]] ah lovely okay and her date of birth [[the second of march|DOB|dob]] and for the under six card i need her p p s number
it'll be on the letter from the department hang on [[eight eight two four one oh seven w a|ID|pps]] perfect and mam's name
is still [[ro sheen brennan|PER|r]] on the form yeah that's me grand
"""),
# 028 flu-vaccine walk-in clinic hours (no PII)
("flu clinic hours, no PII", "turns", """
hi i was just wondering do you still do the walk in flu shots or do i need to book
you can walk in it's mornings only this week nine till twelve
okay and is there a charge
not if you're over sixty five or you've got one of the conditions on the list otherwise it's twenty dollars
okay i'm under sixty five but i've got asthma
then you're covered just bring your card
"""),
# 029 a pharmacy's stock of a children's antibiotic (no PII)
("antibiotic stock query, no PII", "labels", """
customer: hi um i've got a prescription for amoxicillin the liquid one for my little boy and the last two places didn't have it
agent: which strength is it
customer: it says two fifty per five mils
agent: let me check, uh yes we've got two bottles of that in
customer: oh thank god can you hold one for me i'll be there in twenty minutes
agent: i can't hold it without the script but we close at nine so you've got time
customer: okay perfect thank you
"""),
# 030 a maternity ward's visiting hours and parking (no PII)
("visiting hours and parking, no PII", "labels", """
A: so partners can stay any time but other visitors are two till eight
B: and can her mum come in with the kids
A: children under twelve are only siblings of the baby i'm afraid
B: okay and the parking is it the multi storey
A: yes the one off the main road, ask at the desk for a parking concession it's about four dollars a day then
B: brilliant thanks
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr16", CALLS, NAME_WORDS, (130, 150), spans_per_call=(4, 6),
             heard=("for", "to"), tidied_mail=True, abroad=True)


if __name__ == "__main__":
    main()
