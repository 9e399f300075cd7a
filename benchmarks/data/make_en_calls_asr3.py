# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""A third, independent set of English phone-call transcripts in speech-recogniser (ASR) style, with gold PII.
Thirty calls in domains kept apart from the first two sets (make_en_calls_asr.py, make_en_calls_asr2.py): a
mortgage escrow shortage, a water-meter reading dispute, a school attendance line, a DMV appointment, a wedding
venue, a locksmith lockout, a campground reservation change, a phone-plan upgrade, a public pension, a
self-storage auction notice, a home-care aide agency, a debt collector, a lab results line, a car-insurance quote,
an HOA complaint, a parking-ticket appeal, a funeral home, a blood-donor centre, a furniture delivery, a passport
agency, an employer benefits line, a charity call, a real-estate showing, a bike shop, an optometrist, a concert
refund, a cable installation, a tutoring centre, a lost wallet reported to a bank and a company IT password reset.
Three calls contain no PII at all (blood donation, bike shop, tutoring).
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", "triple", the odd "for" for four),
e-mails and user names read aloud, letters spelled out ("n g u y e n", "j as in juliet", "i-f-e-o-m-a"),
disfluencies, repeated words, self-corrections, cut-off (overlapping) turns, the odd mis-heard word or name, and
one e-mail the engine normalised itself.  Some calls have engine punctuation, most have none.  Turn layouts vary:
"agent:/customer:", "rep:/caller:", "speaker 1:/speaker 2:", "A:/B:", one unlabelled line per turn, one block.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the earlier sets' calls.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, possessive 's and trailing punctuation stay outside; a wrong value
  fully spoken and then corrected is annotated as its own entity; names that are also words (see NAME_WORDS) are
  annotated only where they name a person; pet names, products, card brands, toll-free numbers, 911, extensions,
  room / unit / seat / site / section numbers, prices, counts, times, weekdays are not annotated; a name's or
  value's spelling (SPELLED_SEQUENCE) shares the entity of what it spells; "last four" of a card or account ->
  GENERIC_ID, "last four of my social" -> US_SSN; city, state and zip after a street address are separate spans;
  a named organisation containing a place is one span; venues, parks and landmarks are LOCATION; dates include
  a leading "the" ("the fourteenth of november"); a birth date of anyone in the call is DATE_OF_BIRTH.
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr3.jsonl and
en_calls_asr3.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr3.py
"""
from call_sets import aba, aba_valid, card, for_four, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"rose", "bill", "hope", "art", "sue", "wade", "jack", "dawn", "mark", "will", "may", "june",
              "grace", "faith", "hunter", "summer", "august", "blessing", "joy", "chase", "temple", "carolina"}


CC_VENUE = card("414720938815506")      # visa, 16 digits
CC_STORAGE = card("37904418260551")     # amex, 15 digits
CC_CHARITY = card("545233107746918")    # mastercard, 16 digits
CC_WALLET = card("442788160045431")     # visa debit, 16 digits
RTN_MORT, ACCT_MORT = aba("04120039"), "7730192846"
RTN_PENSION, ACCT_PENSION = aba("04421057"), "7190448203"
ACCT_WALLET = "6182044937"

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, A:/B:), "speakers"
# (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one line).
CALLS = [
    ("mortgage escrow shortage", "labels", f"""
agent: thank you for calling [[rocket mortgage|ORG]] my name is [[devontae|PER]] can i start with the loan number
customer: yeah hi um it's [[three three oh, seven one nine, four four two, eight|ID]]
agent: thank you and who am i speaking with
customer: this is [[maureen o'sullivan|PER|maureen]]
agent: and for verification the last four of your social
customer: [[six two one nine|SSN]]
agent: thank you miss [[o'sullivan|PER|maureen]] what can i help you with today
customer: so my payment went up like two hundred and eighty dollars this month and and nobody told me why
agent: okay let me look so it's from the s crow analysis we ran on [[march twelfth|DATE]] your property taxes in [[cuyahoga county|LOC]] went up about eleven percent
customer: but i never got a letter
agent: it was mailed to [[eighteen forty two west clifton boulevard|ADR]] in [[lakewood|LOC]]
customer: yeah that's me
agent: and your homeowners premium also went up, [[state farm|ORG]] sent us a renewal bill for two thousand one hundred and six dollars
customer: ugh okay can i just pay the shortage all at once
agent: you can the shortage is nine hundred and twelve dollars and if it's paid by [[the thirtieth|DATE]] your payment goes back to about fourteen sixty
customer: okay i wanna do that from my checking
agent: sure what's the routing number
customer: it's [[{say(RTN_MORT, "111 111 111", doubles=True)}|BANK]]
agent: and the account number
customer: [[{say(ACCT_MORT, "1111 111 111")}|BANK]]
agent: and that's with which bank
customer: [[keybank|ORG]]
agent: okay i've scheduled the nine twelve for tomorrow your confirmation number is [[e s c, seven seven four, oh nine one|ID]]
customer: and can you send a copy to my husband [[declan|PER]] his email is [[declan dot osullivan at gmail dot com|MAIL]] no apostrophe
agent: i'm sorry he's not on the loan so i'd need a third party authorisation from you first
customer: he's he's on the deed though
agent: i understand the form is on the website under documents or he can call us at one eight hundred, eight six three, four three three two
customer: fine thanks [[devontae|PER]]
agent: you're welcome have a great day
"""),
    ("water meter reading dispute", "labels", """
rep: [[city of mesa|ORG]] utilities, this is [[ingrid|PER]], can i have the account number please?
caller: yes, uh, it's [[four one oh oh, two seven three, eight six|ID]].
rep: thank you. and the service address?
caller: [[twenty nine fifteen east juanita avenue|ADR]].
rep: and who am i speaking with?
caller: [[tomas herrera|PER|tomas]].
rep: thank you, mister [[herrera|PER|tomas]]. what can i do for you?
caller: so my water bill this month is three hundred forty one dollars. it's usually like sixty, seventy. there's no way we used that much.
rep: let me see. the read on [[may ninth|DATE]] shows eighty four thousand gallons for the month.
caller: that's insane, it's just me and my wife and we were in [[guadalajara|LOC]] for half of april.
rep: okay. sometimes a digit gets misread, or it could be a leak. have you checked the toilets?
caller: yeah we had a plumber out, [[desert sun plumbing|ORG]], they said no leaks. and my neighbour [[pauline|PER]] said hers jumped too.
rep: okay, i'm going to order a re-read and a meter test. the work order is [[w o, five five one eight two|ID|wo]].
caller: [[w o five five one eight two|ID|wo]], got it.
rep: a technician will come out on [[the twenty second|DATE]] between eight and noon. the meter box is by the sidewalk so you don't need to be home, just keep the dog inside.
caller: bear's always inside, he's scared of the meter guy.
rep: ha. and the best number for the tech?
caller: my cell, [[four eight oh, two nine one, seven seven oh four|TEL]].
rep: got it. and you can watch your daily usage online, is your login [[therrera underscore az|USER]]?
caller: no, that's the old one, it's [[tomas h eighty five|USER]].
rep: okay. i'll put a hold on this bill until the test is done, so no late fee.
caller: great, thank you [[ingrid|PER]].
"""),
    ("school attendance line", "turns", """
good morning [[ridgeview middle school|ORG]] attendance this is missus [[patterson|PER]]
hi um yes i'm calling to excuse my son he's he's out sick today
okay what's the student's name and grade
[[jaylen brooks|PER|jaylen]] seventh grade
and his student id number
oh i don't- hold on it's on his lunch card. [[two two oh four seven one|ID]]
okay and you are
his mom [[tanisha brooks|PER|tanisha]]
and what's going on with him
fever, a hundred and one. the pediatrician at [[kids first pediatrics|ORG]] said keep him home till friday
okay so i'm marking him out today and tomorrow, and i see he also has an unexcused absence on [[october third|DATE]]
oh that was when we drove down to [[natchitoches|LOC]] for his grandma's funeral
i'm so sorry. if you send in a note i can change it to excused, you can email it to his homeroom teacher mister [[okonkwo|PER|okonkwo]] at [[c dot okonkwo at caddo schools dot org|MAIL]]
can you spell that last name
[[o k o n k w o|SPELL|okonkwo]]
okay thank you. and he's gonna miss the field trip friday to the [[louisiana state capitol|LOC]], does he get his money back
the fifteen dollars? yes that goes back on his lunch account
okay good
and can i get a good callback number in case the nurse needs you
[[three one eight, five five four, two oh one six|TEL]]
and is he still living at [[nine oh seven pierremont road|ADR]]
yes ma'am
alright tell [[jaylen|PER|jaylen]] we said feel better
i will. oh and his sister [[grace|PER]] is at the elementary, do i call them separate
yes that's a different line, you'd call [[south highlands elementary|ORG]] directly
okay thank you so much
"""),
    ("driver licence appointment", "speakers", """
speaker 1: thank you for calling the [[texas department of public safety|ORG]] driver license appointment line my name is [[rodrigo|PER]]
speaker 2: hi um i need to renew my license it it expired last month
speaker 1: okay i can help schedule that can i have your driver license number
speaker 2: [[four one seven, seven two two, oh nine|ID]]
speaker 1: and your date of birth
speaker 2: [[february seventh nineteen eighty eight|DOB]]
speaker 1: and your name as it appears on the license
speaker 2: [[lan nguyen|PER|lan]] first name [[l a n|SPELL|lan]] last name [[n g u y e n|SPELL|lan]]
speaker 1: thank you miss [[nguyen|PER|lan]] since it's past the expiration you'll have to come in person which office is closest to you
speaker 2: i'm in [[pflugerville|LOC]] so maybe [[round rock|LOC]] or the one on [[north lamar|LOC]]
speaker 1: the earliest in [[round rock|LOC]] is thursday [[the sixteenth|DATE]] at two fifteen or the [[pflugerville|LOC]] office on [[the twenty first|DATE]] at eight forty
speaker 2: [[the sixteenth|DATE]] please
speaker 1: okay and a mobile number for the text reminder
speaker 2: [[five one two, three oh eight, six six four one|TEL]]
speaker 1: and an email address
speaker 2: it's [[lan dot nguyen dot atx at gmail dot com|MAIL]]
speaker 1: your confirmation number is [[two seven seven, four four nine, oh one|ID]]
speaker 2: okay do i need to bring anything
speaker 1: your current license and if you want a real id you'll need proof of your social security number like the card or a w two and two proofs of residency like a lease or a utility bill
speaker 2: okay and where is the [[round rock|LOC]] one exactly
speaker 1: it's at [[sixteen oh five north a w grimes boulevard|ADR]] and the fee is thirty three dollars
speaker 2: perfect thanks [[rodrigo|PER]]
"""),
    ("wedding venue booking", "labels", f"""
A: thank you for calling [[willow creek barn|ORG]], this is [[savannah|PER]]!
B: hi! um, my fiance and i are getting married next fall and we wanted to see if [[october eleventh|DATE|oct11]] is open
A: congratulations! let me check. oh, [[the eleventh|DATE|oct11]] is booked, i'm so sorry. i do have friday [[the seventeenth|DATE]] or saturday [[the twenty fifth|DATE]]
B: ooh, the twenty- let me-
A: -and that's our last saturday in october, sorry go ahead
B: no yeah, let's hold [[the twenty fifth|DATE]]
A: perfect. can i get your name?
B: [[chiamaka obi|PER|chiamaka]], that's [[c h i a m a k a|SPELL|chiamaka]], but everybody calls me [[chi|PER|chiamaka]]
A: and your partner's name for the contract?
B: [[hunter wallace|PER|hunter]]
A: great. and how many guests are you thinking?
B: around one fifty, maybe one sixty
A: okay, saturday pricing for up to one seventy five is eleven thousand nine hundred, that includes the barn, the garden ceremony site and all the tables and chairs
B: and can we bring our own caterer?
A: from our preferred list, yes. most couples use [[smoke and honey|ORG]] or [[biscuit belly|ORG]]
B: oh we love [[smoke and honey|ORG]], we had their brisket in [[asheville|LOC]]
A: they're great. so to hold the date we need a twenty five percent deposit, that's two thousand nine seventy five
B: okay, can i do that on a card?
A: sure, go ahead whenever you're ready
B: it's a visa, [[{say(CC_VENUE, "1111 1111 1111 1111", doubles=True)}|CC]]
A: sorry, can you repeat the last four?
B: [[{say(CC_VENUE[-4:], "1111")}|ID]]
A: got it. and an email for the contract?
B: [[chiamaka dot obi at outlook dot com|MAIL]]
A: and a phone number?
B: [[eight two eight, five oh nine, three three one two|TEL]]
A: and just so you have it, we're at [[one forty seven old fort road|ADR]] in [[black mountain|LOC]]. are you coming from [[asheville|LOC]]?
B: from [[charlotte|LOC]] actually
A: okay, then you'll take [[interstate forty|LOC]] to exit sixty four
B: perfect. oh and do you allow dogs, our corgi waffles is the ring bearer
A: ha, of course. your booking number is [[w c b, two five one oh|ID]]
B: thank you so much [[savannah|PER]]!
"""),
    ("locksmith lockout", "block", """
[[pop a lock|ORG]] dispatch this is [[ramon|PER]] are you locked out of a car or a home uh a house um i'm standing
in my driveway and my keys are inside okay what's the address it's [[three forty seven willow bend drive|ADR]] in
[[plano|LOC]] and the nearest cross street uh [[independence parkway|LOC]] and um [[park boulevard|LOC]] okay and
your name [[kwame asante|PER|kwame]] [[k w a m e|SPELL|kwame]] okay mister [[a santi|PER|kwame]] and a callback
number [[nine seven two, four one oh, double eight three one|TEL]] wait was that four one oh yes four one oh okay so
the service call is fifty nine dollars and a standard lockout is another seventy five so one thirty four plus tax
okay fine. just so you know the tech has to see an id or something with your name on it at the address my wallet's
in the house too that's fine once he gets you in you just show it to him before he leaves okay. my technician
[[lucas|PER]] is about thirty five minutes out i'm sending you a text with his photo and your ticket number
[[p l, seven seven oh four two|ID]] and if you're not at the- sorry i'll be at my neighbour's he's in the blue house
three doors down okay i'll let [[lucas|PER]] know thank you so much
"""),
    ("campground reservation change", "labels", """
agent: [[oregon state parks|ORG]] reservations this is [[colby|PER]] how can i help
customer: hi yes i have a reservation at [[cape lookout|LOC]] and i need to change the dates
agent: sure what's the reservation number
customer: it's [[one dash four four oh seven nine two six one|ID]]
agent: and the name on it
customer: [[beatriz fonseca|PER|bea]]
agent: okay i have you in site b twelve that's a yurt from [[july third|DATE]] to [[july sixth|DATE]]
customer: yeah so we need to push it a week so [[the tenth|DATE|jul10]] to [[the thirteenth|DATE|jul13]]
agent: let me check um the yurt is taken on [[the tenth|DATE|jul10]] but i could do a tent site
customer: ugh we have the kids so we really wanted a yurt um what about [[silver falls|LOC]]
agent: [[silver falls|LOC]] has a yurt open [[july tenth|DATE|jul10]] through [[the thirteenth|DATE|jul13]]
customer: perfect let's do that
agent: so there's an eight dollar change fee and the rate there is a bit higher fifty four a night
customer: that's fine use the card on file
agent: the one ending in [[seven seven three oh|ID]]
customer: yes
agent: and will you have a second vehicle
customer: yeah my brother [[tomasz|PER]] is driving up separately from [[portland|LOC]]
agent: okay an extra vehicle is seven dollars a night i need his plate
customer: um it's an [[oregon|LOC]] plate [[four two one, x k l|ID]]
agent: got it and i'll send the new confirmation to [[bea dash fonseca at comcast dot net|MAIL]]
customer: yep that's still good
agent: and a phone number in case of fire closures
customer: [[five oh three, seven seven one, four oh two nine|TEL]]
agent: alright your new reservation number is [[one dash four four oh eight one three three seven|ID]] and check in is after two
customer: thanks [[colby|PER]]
"""),
    ("phone-plan upgrade", "labels", """
rep: thanks for calling [[at and t|ORG]], my name's [[sunil|PER]], who am i speaking with today
caller: hi this is [[marguerite dubois|PER|marg]]
rep: hi [[marguerite|PER|marg]], and what's the wireless number on the account
caller: [[two six two, for oh one, seven seven three eight|TEL]]
rep: thank you, i just sent a text to that phone, just tap the link in it to verify
caller: okay hold on... okay, done, it says verified
rep: perfect, you're verified. how can i help
caller: i wanna upgrade my phone, i've had this iphone eleven forever and my daughter says i should get the new one
rep: sure, right now you're on unlimited starter, if you move to unlimited premium you'd get the iphone sixteen for zero down with the trade in
caller: and how much is that a month
rep: premium is eighty five a month for your line, so about fifteen more than now
caller: hmm okay. my daughter [[noelle|PER]] is on my account too, can she upgrade hers also
rep: she can, her line is the one ending in nine oh two two?
caller: yes
rep: okay. so for the trade in i need the imei of your iphone eleven, it's in settings, general, about
caller: okay it's [[three five three, nine one eight, one oh four, four seven seven, two oh one|ID]]
rep: thank you. do you want to pick it up at a store or have it shipped
caller: is there a store near [[kenosha|LOC]]
rep: yes, the one on [[green bay road|LOC]] by the [[best buy|ORG]]
caller: oh i know that one
rep: or shipping is free, it would go to [[seventy one oh two thirty ninth avenue|ADR]]
caller: no no i'll pick it up
rep: great. i'll send the order details to [[m dubois fifty two at yahoo dot com|MAIL]]
caller: yes that's me
rep: your order number is [[a t t, oh nine four four seven one six|ID]] and they'll text you when it's ready, usually two hours
caller: thank you [[sunil|PER]]
"""),
    ("public pension enrolment", "speakers", f"""
speaker 1: thank you for calling the [[ohio public employees retirement system|ORG]] my name is [[kristen|PER]] who am i speaking with
speaker 2: hi uh my name is [[gerald whitfield|PER|gerald]] i'm retiring in june and i i wanna set up my pension
speaker 1: congratulations mister [[whitfield|PER|gerald]] can i have your social security number for the record
speaker 2: yeah [[two nine four, six one, oh eight three seven|SSN]]
speaker 1: and your date of birth
speaker 2: [[the eleventh of september nineteen sixty one|DOB]]
speaker 1: thank you i see your employer is [[columbus city schools|ORG]] and your last day is [[june thirtieth|DATE]] is that right
speaker 2: yes thirty two years
speaker 1: wow okay so your first benefit would be paid [[august first|DATE]] and we'll need your direct deposit information
speaker 2: sure it's [[fifth third|ORG]] the routing is [[{say(RTN_PENSION, "111 111 111", doubles=True)}|BANK]]
speaker 1: and the account
speaker 2: [[{say(ACCT_PENSION, "111 111 1111")}|BANK|acct]]
speaker 1: let me read that back [[{say(ACCT_PENSION, "1111 11 1111", doubles=True)}|BANK|acct]]
speaker 2: that's it
speaker 1: and you chose the joint and survivor option so i need your beneficiary's name and date of birth
speaker 2: my wife [[rosalind whitfield|PER|rosalind]] she was born [[may twenty third nineteen sixty three|DOB]]
speaker 1: and her social
speaker 2: [[two nine four, seven two, one five five oh|SSN]]
speaker 1: thank you and we have your mailing address as [[sixty one seventy four brookside drive|ADR]] [[westerville|LOC]] [[ohio|LOC]] [[four three oh eight one|PC]]
speaker 2: yes ma'am
speaker 1: we'll mail the election forms they need to be notarised or you can do it online your login is [[gwhitfield sixty one|USER]] right
speaker 2: i think so yeah
speaker 1: your case number is [[r t, two two oh four nine five|ID]]
speaker 2: okay and my financial adviser [[kenji|PER]] at [[edward jones|ORG]] might call to ask about the lump sum
speaker 1: he'll need a signed release from you we can't talk to him otherwise
speaker 2: got it thank you [[kristen|PER]]
"""),
    ("self-storage auction notice", "turns", f"""
[[public storage|ORG]] on [[route nine|LOC]] this is [[darnell|PER]]
hi uh i got a letter saying my unit's going to auction
okay let me check for you, what's your name
[[priscilla vance|PER|priscilla]]
and the unit number
c two fourteen
okay i see it, miss [[vance|PER|priscilla]], you're sixty two days past due, it's four eighteen with the late fees
i know i know i lost my job over the summer, can i pay today and stop it
yes, if it's paid in full before [[the twenty sixth|DATE]] the auction gets cancelled
okay i'll pay all of it, it's an amex [[{say(CC_STORAGE, "1111 111111 11111", gap=" ")}|CC]]
thank you, that went through, your receipt number is [[p s, nine nine one, oh four seven|ID]]
and the gate code still works?
it will, it updates in about an hour
and can you update my phone, the old one's disconnected, the new one's [[seven seven four, two oh three, eight eight one nine|TEL]]
got it, and the alternate contact we have is [[reggie vance|PER]] at [[five oh eight, four four two, one one six three|TEL]], still good?
that's my ex, please take him off
done. and is your address still [[twelve elm terrace|ADR]] in [[framingham|LOC]]
no i'm at my sister's now, [[forty four pleasant street apartment three|ADR]] in [[marlborough|LOC]], [[oh one seven five two|PC]]
okay updated. and if you want autopay i can put it on this card
no thanks i'll just do it every month
"""),
    ("home-care aide agency", "labels", """
agent: [[comfort keepers of scranton|ORG]], this is [[joanne|PER]]
customer: hi [[joanne|PER]], it's [[dorota wozniak|PER|dorota]], my dad [[stanislaw|PER|stan]] is one of your clients
agent: oh yes, [[stan|PER|stan]]! how's he doing
customer: he's okay, he's okay. so his aide [[blessing|PER]] has been amazing, honestly she's been a blessing, but she told us she's moving to days at the hospital
agent: yes, [[blessing|PER]] let us know, her last day with him is [[the fourteenth|DATE]]
customer: right, so we need someone starting [[the seventeenth|DATE]], monday wednesday friday nine to one
agent: i can set that up. let me verify his information, his date of birth
customer: [[november second nineteen thirty nine|DOB]]
agent: and he's still at [[two twenty eight prospect avenue|ADR]] in [[dunmore|LOC]]
customer: yes
agent: and his medicare number for the billing
customer: it's [[one e g four, t e five, m k seven three|ID]]
agent: okay. i'm thinking of [[oksana|PER]] for him, she speaks polish and ukrainian
customer: oh he would love that, he gets grumpy with english after like noon
agent: ha. does he still see doctor [[chaudhry|PER]] at [[geisinger|ORG]]
customer: yes, he has an appointment on [[the twenty first|DATE]] at ten, can the aide drive him
agent: she can, there's a mileage charge of sixty seven cents a mile
customer: fine. and you have my cell, [[five seven oh, three four eight, two nine nine one|TEL]]
agent: yes, and your email is [[dwozniak at p t d dot net|MAIL]]
customer: that's right
agent: okay, i'll call you back by friday to confirm [[oksana|PER]]
customer: thank you so much
"""),
    ("debt collector call", "labels", """
rep: hello, this is [[marcus|PER]] calling from [[midland credit management|ORG]], is this [[yolanda pierce|PER|yolanda]]?
caller: who's asking?
rep: my name is [[marcus|PER]], i'm with [[midland credit management|ORG]]. this is an attempt to collect a debt and any information obtained will be used for that purpose. am i speaking with [[yolanda pierce|PER|yolanda]]?
caller: ...this is her.
rep: thank you. to verify your identity, can you give me the last four of your social?
caller: [[four four one seven|SSN]].
rep: and your date of birth?
caller: [[three twelve seventy nine|DOB]].
rep: thank you miss [[pierce|PER|yolanda]]. i'm calling about an account originally with [[synchrony bank|ORG]], a [[lowe's|ORG]] store card, with a balance of two thousand three hundred eighteen dollars and forty cents.
caller: i paid that off. i paid that off in like twenty twenty one.
rep: i understand. our account number is [[m c m, eight five three, three oh one, four four two|ID]] and the original account ended in [[six one oh eight|ID]].
caller: i want that in writing. i want a validation letter.
rep: absolutely, you have the right to request validation. is your address still [[five sixteen maple ridge court|ADR]], [[stone mountain|LOC]], [[georgia|LOC]], [[three oh oh eight three|PC]]?
caller: yes.
rep: i'll mail it today. we can also offer a settlement of forty percent, nine twenty seven, if it's paid by [[the fifteenth|DATE]].
caller: i'm not paying anything until i see that letter.
rep: understood, you have thirty days from the letter to dispute. you can also reach me directly at [[four seven oh, two two one, six oh five eight|TEL]], extension two fourteen.
caller: fine. bye.
"""),
    ("lab results line", "speakers", """
speaker 1: [[quest diagnostics|ORG]] patient services this is [[armando|PER]] how can i help
speaker 2: hi i had blood work done last week and the results still aren't in my portal
speaker 1: i can check on that, can i have the patient's full name and date of birth
speaker 2: [[rosalind achterberg|PER|rosalind]] and it's [[the fourth of january nineteen ninety|DOB]]
speaker 1: could you spell the last name
speaker 2: sure [[a c h, t e r, b e r g|SPELL|rosalind]]
speaker 1: thank you and where was it collected
speaker 2: at the one on [[hylan boulevard|LOC]] in [[staten island|LOC]]
speaker 1: okay i see a collection on [[october twenty eighth|DATE]] requisition number [[r q, four four seven nine, oh one two|ID]]
speaker 2: yes that's probably it
speaker 1: so most of the panel is resulted, the vitamin d is still pending, it's a send out test so it can take up to seven days
speaker 2: oh okay
speaker 1: and the final results were sent to the ordering doctor, doctor [[lindquist|PER]]
speaker 2: can i just see them myself
speaker 1: they should show in myquest within about twenty four hours what's your username
speaker 2: uh i think it's [[rachterberg underscore ninety|USER]]
speaker 1: yes i see the account it's linked to [[ros dot achterberg at aol dot com|MAIL]]
speaker 2: yes that's me
speaker 1: if it's not there by friday call us back and your reference for today is [[c a s e, one triple seven, two oh three|ID]]
speaker 2: thank you [[armando|PER]]
"""),
    ("car insurance quote", "labels", """
agent: thanks for calling [[progressive|ORG]], my name is [[trent|PER]], are you looking for a quote today
customer: yes, um, i'm paying way too much with [[geico|ORG]] right now
agent: let's see if we can help. can i get your name
customer: [[anneliese brandt|PER|annie]]
agent: and your date of birth
customer: [[april seventeenth nineteen eighty two|DOB]]
agent: and the address where the car is garaged
customer: [[nine twenty two lark street|ADR]] [[albany|LOC]] [[new york|LOC]] [[one two two one oh|PC]]
agent: and what vehicle
customer: a twenty nineteen subaru outback
agent: do you have the vin handy
customer: [[four s four b s a n c seven k three two one one four seven eight|ID]]
agent: and your driver's license number
customer: [[one one eight, four seven two, nine oh six|ID]]
agent: any other drivers in the household
customer: my husband [[tobias|PER|tobias]], same last name, born [[august second nineteen eighty|DOB]]
agent: and any accidents or tickets in the last five years
customer: uh i had a speeding ticket in like twenty twenty in [[vermont|LOC]]
agent: that's aged off. okay so with the same coverage, hundred three hundred liability and a five hundred deductible, i'm getting one twelve a month, and if you bundle renters it's one oh four
customer: that's way less than the one sixty one i'm paying
agent: your quote number is [[q, seven seven one, oh four, three eight two|ID]], can i send it to an email
customer: [[annie brandt at gmail dot com|MAIL|mail]], all one word
agent: so [[a n n i e b r a n d t at gmail dot com|MAIL|mail]]
customer: yep
agent: and a number in case we get disconnected
customer: [[five one eight, four six two, oh oh three seven|TEL]]
agent: great. if you want to start the policy, i can make it effective on [[the first|DATE]] so it lines up with your [[geico|ORG]] renewal
customer: let me talk to [[tobias|PER|tobias]] tonight and call you back
"""),
    ("HOA complaint", "labels", """
A: [[associa|ORG]] community management, this is [[heather|PER]]
B: hi, i'm calling to make a complaint, i live in [[sunridge estates|LOC]]
A: okay, can i get your name and address
B: [[wendell okoro|PER|wendell]], [[four oh eight quail run circle|ADR]]
A: thank you mister [[okoro|PER|wendell]], what's the complaint
B: my neighbor at [[four twelve quail run circle|ADR]] has had an rv parked in the driveway for like three weeks. it blocks the whole sidewalk, and last weekend he had it up on a jack in the street
A: okay, the rules allow seventy two hours for loading and unloading, so that's a violation
B: and i already talked to him, nicely, and he just said take it up with the hoa
A: got it. do you know the owner's name
B: i think it's [[jack|PER|jackk]], [[jack kessler|PER|jackk]]
A: okay. i'll have our inspector [[dale|PER]] drive by tomorrow and if it's there he'll leave a courtesy notice, then it's fifty dollars a week after fourteen days
B: and can you keep my name out of it
A: yes, complaints are confidential. your ticket number is [[h o a, three three nine, oh one|ID]]
B: and one more thing, the pool gate on [[sunridge parkway|LOC]] has been broken since [[june fifth|DATE]]
A: i'll add a maintenance request for that. and the board meets on [[the ninth|DATE]] at the clubhouse at seven if you want to bring it up
B: maybe. can you email me the minutes, [[w okoro at bellsouth dot net|MAIL]]
A: sure will. and a phone number
B: [[nine oh four, seven one seven, five five two oh|TEL]]
A: okay, you're all set mister [[okoro|PER|wendell]]
"""),
    ("parking ticket appeal", "turns", """
[[city of boston|ORG]] parking clerk, hearings, this is [[siobhan|PER]]
hi i'm calling to appeal a ticket
sure what's the citation number
[[seven eight three, four four oh, one nine two|ID]]
and the plate
[[massachusetts|LOC]] plate [[two t w, eight nine one|ID]]
okay that's a thirty dollar meter violation on [[commonwealth avenue|LOC]] in [[allston|LOC]] on [[august fourteenth|DATE]]
yeah the meter was broken, i tried to pay on the app and it said zone not found
do you have a screenshot
yes i have the screenshot and a photo of the meter saying out of order
okay you can request a written hearing, i'll need your full name
[[ifeoma chukwu|PER|ifeoma]], [[i-f-e-o-m-a|SPELL|ifeoma]]
and the mailing address
[[eighty seven gardner street apartment two|ADR]] [[allston|LOC]] [[oh two one three four|PC]]
and an email so you can upload the photos
[[ifeoma dot chukwu at b u dot e d u|MAIL]]
okay i've opened a hearing request, the reference is [[h r, two oh two four, one one eight|ID]], you'll get an email with the upload link and the hearing examiner decides in about thirty days
and do i have to pay in the meantime
no the late penalty is paused while it's under appeal
good cause i got another one last week near [[fenway park|LOC]] but that one was my fault, i'll just pay it
ha okay you can pay that online or at [[boston city hall|LOC]] room two twenty four
thanks [[siobhan|PER]]
"""),
    ("funeral home first call", "speakers", """
speaker 1: [[hollis and sons funeral home|ORG]], this is [[raymond hollis|PER|raymond]] speaking.
speaker 2: hi, um, my mother passed early this morning at [[jackson memorial|ORG]] and the nurse said to call a funeral home.
speaker 1: i'm so sorry for your loss. we'll take care of everything. may i have your name?
speaker 2: [[nadege toussaint|PER|nadege]].
speaker 1: and your mother's full name?
speaker 2: [[evangeline marie toussaint|PER|eva]].
speaker 1: thank you. we'll bring her into our care today. for the death certificate i need some information, whenever you're ready.
speaker 2: okay.
speaker 1: her date of birth?
speaker 2: [[march nineteenth nineteen forty four|DOB]].
speaker 1: and place of birth?
speaker 2: [[jacmel|LOC]], [[haiti|LOC]].
speaker 1: and her social security number, if you have it.
speaker 2: uh, i have it here, [[one four eight, six two, nine nine oh seven|SSN]].
speaker 1: thank you. her father's name?
speaker 2: [[lucien baptiste|PER]].
speaker 1: and her mother's maiden name?
speaker 2: [[celestine pierre|PER]].
speaker 1: and her last address?
speaker 2: [[seventeen forty northwest fifty fourth street|ADR]], [[miami|LOC]], [[three three one four two|PC]].
speaker 1: thank you. have you thought about a date for the service?
speaker 2: we have family flying in from [[montreal|LOC]], so maybe saturday [[the twelfth|DATE]], at [[notre dame d'haiti|ORG]], that's her church in [[little haiti|LOC]].
speaker 1: that's a beautiful church. would you like us to place the obituary in the [[miami herald|ORG]]?
speaker 2: yes please, and the [[haitian times|ORG]] too, she read it every week.
speaker 1: of course. and the best number to reach you?
speaker 2: [[three oh five, six eight eight, one two four oh|TEL]].
speaker 1: i'll come meet with you tomorrow at ten to go over the arrangements. my direct line is [[three oh five, seven five one, four four oh two|TEL]].
speaker 2: thank you, mister [[hollis|PER|raymond]].
"""),
    ("blood donor centre, no PII", "block", """
thanks for calling the donor center how can i help hi yeah i wanted to give blood this week but i had a question
um i got a tattoo like two months ago is that okay was it done at a state licensed shop yeah i think so then you're
fine there's no wait anymore oh cool and i just got back from a trip does that matter we'll ask about that at the
screening it depends on the area some areas have a malaria deferral okay and how long does the whole thing take
about an hour total the donation itself is eight to ten minutes okay and i'm kind of small i'm like a hundred and
fifteen pounds you need to be at least a hundred and ten so you're good just eat a good meal and drink extra water
that day okay what are your hours we're open tuesday through saturday seven to seven and sundays eight to two do i
need an appointment walk ins are welcome but appointments go faster you can book online. and do you know your blood
type i'm o negative oh we'd love to see you o negative is the universal donor we might ask if you'd do a double red
cell donation what's that it's two units of red cells and we give you back the plasma and you can do it every
hundred and twelve days okay i'll think about it will i get a cookie ha yes and juice and a t shirt this month okay
see you thursday then great thank you for calling
"""),
    ("furniture delivery", "labels", """
agent: thanks for calling [[ashley|ORG]] customer care, this is [[imani|PER]]
customer: hi, um, i'm supposed to get a delivery today and nobody's shown up
agent: i'm sorry about that, can i have the sales order number
customer: it's [[s o, four two one, seven seven oh, three|ID]]
agent: thank you, and your name
customer: [[ha eun jeong|PER|haeun]], last name is [[j as in juliet e o n g|SPELL|haeun]]
agent: thank you miss [[jeong|PER|haeun]]. so i see the sinclair sectional and two bar stools, delivery window one to five
customer: it's like five forty five already
agent: i see that. the delivery is through [[j b hunt|ORG]], let me reach the driver, one moment
agent: okay, he's running behind, he had a truck issue, he's in [[ypsilanti|LOC]] right now and about forty minutes from you
customer: ugh. okay. it's [[thirty three ten packard street unit eleven|ADR]] in [[ann arbor|LOC]], and there's a loading dock in the back off [[stadium boulevard|LOC]]
agent: got it, i'll add that note. and is [[seven three four, two one one, oh nine nine four|TEL]] still the best number
customer: yes
agent: and since it's late i can put a fifty dollar credit on the card ending in [[three one eight eight|ID]]
customer: okay thank you
agent: your case number is [[c c, eight eight one, four oh two|ID]]
customer: and if he can't make it tonight
agent: then we'd reschedule for saturday [[the ninth|DATE]], first stop of the day
"""),
    ("passport agency", "speakers", """
speaker 1: [[national passport information center|ORG]] this is agent [[holloway|PER]] how can i help
speaker 2: hi um i applied for a passport in august and i'm traveling on [[december second|DATE]] and it still says in process
speaker 1: can i have the application locator number
speaker 2: it's [[two oh four, seven one, nine three three oh eight|ID]]
speaker 1: the applicant's name and date of birth
speaker 2: [[adaobi nwachukwu|PER|ada]] born [[the twenty ninth of june nineteen ninety seven|DOB]]
speaker 1: could you spell the last name
speaker 2: [[n as in nancy w a c h u k w u|SPELL|ada]]
speaker 1: and place of birth
speaker 2: [[lagos|LOC]] [[nigeria|LOC]] i'm naturalized
speaker 1: okay i see it was received at the [[philadelphia|LOC]] processing center and they requested an additional document a letter was mailed on [[october twenty third|DATE]]
speaker 2: what i never got it
speaker 1: it went to [[two forty one west fifty sixth street apartment nine d|ADR]] [[new york|LOC|nyc]] [[new york|LOC|nys]] [[one oh oh one nine|PC]]
speaker 2: that's right but i never got anything
speaker 1: they need your original naturalization certificate since you're traveling in under fourteen days i can make you an appointment at the [[new york passport agency|ORG]]
speaker 2: yes please
speaker 1: i have [[november twentieth|DATE]] at nine a m bring the certificate and your flight itinerary
speaker 2: okay it's a flight to [[abuja|LOC]]
speaker 1: your appointment confirmation is [[n y p, five five two, oh one|ID]] and i'm emailing it to the address on the application [[ada n ninety seven at gmail dot com|MAIL]]
speaker 2: yes
speaker 1: and a phone number where they can reach you
speaker 2: [[nine one seven, three oh two, seven seven one four|TEL]]
speaker 1: okay you're all set good luck with your trip
"""),
    ("employer benefits line", "labels", """
rep: [[northwind logistics|ORG]] benefits center this is [[pam|PER]] can i have your employee id
caller: yeah it's [[n w, oh oh four four seven two|ID]]
rep: and your name
caller: [[santiago ruiz|PER|santi]]
rep: and the last four of your social
caller: [[seven oh three two|SSN]]
rep: thank you [[santiago|PER|santi]] what can i help you with
caller: so my wife just had a baby, we need to add her to the insurance
rep: congratulations! when was she born
caller: [[october sixth|DOB]]
rep: okay you have thirty days from the birth to add her so you have until [[november fifth|DATE]]
caller: okay good. her name is [[valentina|PER|vale]], [[valentina ruiz|PER|vale]]
rep: beautiful. and do you have her social security number yet
caller: no the hospital did the form but we don't have the card yet
rep: that's fine you can add it later. so you're on the [[aetna|ORG]] ppo employee plus spouse, moving to family raises your deduction by about ninety two dollars a paycheck
caller: ouch okay
rep: and do you want her on dental and vision too
caller: yes everything
rep: okay and your wife [[carolina|PER|carolina]] is already on the plan so nothing changes for her
caller: right
rep: i'll need a copy of the birth certificate or the hospital record uploaded within thirty days, you can do that on the portal, your login is [[s ruiz underscore n w l|USER]]
caller: yeah that's it
rep: and you might want to update your life insurance beneficiary too
caller: oh yeah right now it's just [[carolina|PER|carolina]], i should add the baby
rep: you can do that on the portal too. your confirmation number is [[l e, two oh two four, one oh oh six|ID]]
caller: okay and the hospital was [[baylor scott and white|ORG]] in [[temple|LOC]], do you need that
rep: no just the document
caller: okay thanks [[pam|PER]]
"""),
    ("charity donation call", "block", f"""
hi is this [[gloria|PER|gloria]] speaking yes who's this hi [[gloria|PER|gloria]] my name is [[tyler|PER]] i'm
calling on behalf of [[saint jude children's research hospital|ORG]] first of all thank you for your support last
year oh of course my granddaughter [[hope|PER]] was treated there in [[memphis|LOC]] she's doing great now oh i'm so
glad to hear that we hope she's doing well. so i'm calling because this month every gift is being matched up to a
million dollars would you consider becoming a monthly partner at twenty five dollars a month um i don't want
anything monthly but i'll do a one time gift of a hundred in memory of my husband [[walter pruitt|PER|walter]] of course
that's very kind would you like to put that on a card sure it's a mastercard [[{say(CC_CHARITY, "22 22 22 22", gap=" ")}|CC]]
and the name on the card [[gloria a pruitt|PER|gloria]] thank you and for the tax receipt is your address still
[[twenty six oh one chestnut hill road|ADR]] [[lexington|LOC]] [[kentucky|LOC]] [[four oh five oh two|PC]] yes that's
right would you like the receipt by email too no just mail please i don't do email okay and the tribute card for
[[walter|PER|walter]] where should we send that to my son [[russell pruitt|PER]] he's at [[four eighteen bayview drive|ADR]]
in [[mobile|LOC]] [[alabama|LOC]] okay wonderful your gift will be processed today thank you so much [[gloria|PER|gloria]]
"""),
    ("real-estate showing", "turns", """
hi this is [[kendra|PER]] with [[keller williams|ORG]]
hi [[kendra|PER]] my name is [[farhan siddiqui|PER|farhan]], i saw your listing on [[zillow|ORG]] for the house on [[porter road|LOC]]
oh [[fourteen twelve porter road|ADR]]? the three bedroom
yes in [[east nashville|LOC]]
great, it's a great house. are you working with an agent
not yet, we just got pre approved with [[navy federal|ORG]]
okay i can show it to you myself, when works
saturday maybe around eleven
saturday [[the nineteenth|DATE]], i have an open house from one to three but i can meet you at eleven
perfect. my wife [[zainab|PER]] will come too
great, can i get a good number for you
[[six one five, four four two, oh seven eight three|TEL]]
and an email so i can send you the disclosures
[[farhan dot siddiqui at hey dot com|MAIL|mail]]
sorry, hey like [[h e y|SPELL|mail]]
yep, hey dot com
got it. the mls number is [[two six four four one nine oh|ID]] if you want to see the full listing
is it still five forty nine
five forty nine, yes, and just so you know there's already one offer, the sellers are reviewing offers monday
oh wow okay
so bring your pre approval letter. and just meet me out front, it gets busy on saturdays cause it's right by [[five points|LOC]]
okay see you saturday
"""),
    ("bike shop, no PII", "turns", """
hey, bike shop
hi, uh, i was wondering how much a tune up is
our basic tune up is seventy nine, the full overhaul is one eighty nine
what's the difference
basic is brakes, gears, true the wheels, lube the chain. the overhaul we strip everything down and clean all the bearings
okay. my gears are skipping, like when i shift to the big cog it it jumps
probably a stretched chain or a bent derailleur hanger, if it's the chain that's like thirty five plus labor
how long would it take
right now we're about a week out, it's spring, everybody's bringing their bikes in
oh man. could you do it faster
if you drop it off before ten on a weekday we can sometimes do a quick fix same day, no promises
okay. and do you do tubeless
yeah, tubeless setup is forty a wheel plus sealant
cool. oh and my kid's bike has a flat, it's like a twenty inch
tube's eight bucks, we'll do it while you wait for ten
awesome. are you open sunday
sundays we're eleven to four
okay i'll bring them both by sunday then
sounds good, see you then
"""),
    ("optometrist appointment", "labels", """
agent: [[clearview eye care|ORG]], this is [[magda|PER]]
customer: hi i need to make an appointment for an eye exam, i need new glasses, i think i need progressives now ha
agent: of course. are you a current patient
customer: yes, [[desmond achebe|PER|desmond]]
agent: and your date of birth
customer: [[nine twenty two sixty eight|DOB]]
agent: i see you, mister [[achebe|PER|desmond]], you last saw doctor [[ramanathan|PER]] in twenty twenty two
customer: yes
agent: do you still have [[vsp|ORG]]
customer: yes but it's through my new job now so a new member id, it's [[eight oh one, four four two, six seven three|ID]]
agent: and you're the subscriber
customer: yes
agent: okay. doctor [[ramanathan|PER]] has [[the thirtieth|DATE]] at four fifteen or [[december third|DATE]] at nine
customer: [[the thirtieth|DATE]]
agent: great. we'll do dilation so bring a driver
customer: my son [[obi|PER]] can drive me
agent: and is your phone number still [[two one four, six oh six, double three eight five|TEL]]
customer: yes
agent: great, you're all set. we're still at [[eighty two ten preston road suite one fifty|ADR]], across from the [[tom thumb|ORG]]
customer: okay, see you then
"""),
    ("concert refund", "labels", """
rep: thank you for contacting [[ticketmaster|ORG]], my name is [[aaliyah|PER]], how can i help
caller: hey so the [[leon bridges|PER]] show at the [[greek theatre|LOC]] got cancelled and i still haven't gotten my refund
rep: i'm sorry about that. can i have the order number
caller: [[one seven dash four four two nine eight dash seven|ID]]
rep: and the email on the account
caller: [[cole.vandermeer@gmail.com|MAIL]]
rep: thank you, and your name
caller: [[cole vandermeer|PER|cole]]
rep: thank you mister [[vandermeer|PER|cole]]. i see the event on [[september twenty eighth|DATE]] was cancelled and the refunds went out on [[october second|DATE]], your refund of two eighteen forty was sent to the card ending in [[oh four four one|ID]]
caller: oh that card got cancelled, i got a new one after like a fraud thing
rep: in that case the bank usually forwards it to the new card. can you check with [[capital one|ORG]]
caller: ugh fine. and the seats, it was section one oh four row m seats five and six, both refunded
rep: yes, both tickets and the fees
caller: okay. what if the bank doesn't have it
rep: then call back with a statement and we'll open a trace. your case number is [[t m, two two seven, oh four nine|ID]]
caller: okay. oh and my login, it says [[cole v d m underscore ninety|USER]] but i can't get in
rep: you can reset the password from the sign in page, it'll send a link to that email
caller: okay thanks [[aaliyah|PER]]
"""),
    ("cable installation", "speakers", """
speaker 1: hi this is [[dmitri|PER]] with [[spectrum|ORG]] i'm the technician for your installation today
speaker 2: oh hi
speaker 1: i'm outside the building at [[two ninety one sterling place|ADR]] is this [[malik|PER|malik]]
speaker 2: yes yeah [[malik johnson|PER|malik]]
speaker 1: what apartment are you in
speaker 2: four r the buzzer doesn't work i'll come down
speaker 1: okay also i might need to run a line from the basement is there a super
speaker 2: yeah it's mister [[alvarez|PER]] his number is [[seven one eight, two two oh, five five eight one|TEL]]
speaker 1: okay and just confirming the account number on the work order [[eight three four eight, one oh oh four, two seven seven one, three nine oh six|ID]]
speaker 2: yeah i think so
speaker 1: and we're setting up internet five hundred with the wifi router no tv
speaker 2: right no tv
speaker 1: and if the line in the basement is bad we'd have to come back with a second truck probably thursday [[the fourteenth|DATE]]
speaker 2: hopefully not i work from home
speaker 1: yeah the last building i did in [[prospect heights|LOC]] right by the [[brooklyn museum|LOC]] took two visits but this one looks newer
speaker 2: ha okay
speaker 1: after i'm done i'll text you a survey is [[nine two nine, four oh seven, one one three six|TEL]] your cell
speaker 2: yes that's me
speaker 1: cool i'm at the front door
"""),
    ("tutoring centre, no PII", "labels", """
rep: thanks for calling, how can i help you tonight
caller: hi, um, i'm looking for a math tutor for my son, he's a junior and he's really struggling with precalc
rep: okay, we do one on one sessions, in person or online
caller: how much is it
rep: it's sixty five an hour, or if you buy a package of ten it's five ninety
caller: and is it the same tutor every time
rep: yes, we match him with one tutor and they stay with him. we'd start with a free assessment, about forty five minutes
caller: okay. he also has the sat in march
rep: we have an sat prep course, eight sessions, tuesdays and thursdays six to eight, starting the first week of february, it's four fifty
caller: hmm. and do you guarantee a score
rep: we don't guarantee, but on average students go up about a hundred and twenty points
caller: okay. can i think about it and call you back
rep: of course, you can also book the assessment online, and there's ten percent off if a sibling signs up too
caller: ha, he's an only child. thanks
rep: have a good night
"""),
    ("lost wallet reported to bank", "labels", f"""
A: thank you for calling [[wells fargo|ORG]], this is [[brandon|PER]], how can i help
B: hi, i lost my wallet, i think it got stolen at [[union station|LOC]] this morning and i need to cancel my cards
A: i'm sorry, let's lock them right away. can i have your name
B: [[aurelie bastien|PER|aurelie]], [[a u r e l i e|SPELL|aurelie]]
A: and your date of birth
B: [[the eighteenth of may nineteen ninety one|DOB]]
A: and the last four of your social
B: [[nine two oh six|SSN]]
A: thank you. do you have your debit card number
B: not the card but i saved it in my phone hold on, [[{for_four(say(CC_WALLET, "1111 1111 1111 1111"))}|CC]]
A: okay that card is locked now. i also see a visa credit card ending in [[five five two one|ID]], should i lock that too
B: yes please
A: done. have you seen any charges you don't recognize
B: yes there's one for like ninety dollars at a [[seven eleven|ORG]] in [[lodo|LOC]] at nine thirty, that's not me
A: okay i'm filing a fraud claim for that, claim number [[f c, seven two oh, four four one, nine|ID]]
B: and i had two checks in there too
A: then i'll put a stop on them, let me just confirm the checking account, [[{say(ACCT_WALLET, "1111 111 111", doubles=True)}|BANK]]
B: yes that's it
A: okay. new cards will be mailed to [[thirteen twenty two york street apartment five|ADR]] [[denver|LOC]] [[colorado|LOC]] [[eight oh two oh six|PC]], is that right
B: yes. can i get a temporary card today though
A: yes, the [[seventeenth street|LOC]] branch can print an instant debit card, just bring a photo id
B: my license was in the wallet too
A: a passport works
B: okay i have that
A: and you should file a report with [[denver police|ORG]] and maybe freeze your credit with [[equifax|ORG]]
B: yeah good idea
A: and is [[seven two oh, three one five, six two six eight|TEL]] still the best number
B: yes
A: okay, you're all set [[aurelie|PER|aurelie]]
"""),
    ("IT password reset", "labels", """
agent: it service desk, this is [[priyanka|PER]], can i have your employee id
customer: yeah it's [[e seven seven oh four one two|ID]]
agent: thanks, and your name
customer: [[ragnar halvorsen|PER|ragnar]]
agent: okay, mister [[halvorsen|PER|ragnar]], what's going on
customer: i'm locked out. i changed my password on friday and now it says my account is locked
agent: what's your username
customer: [[r halvorsen two|USER]], all one word
agent: is the r capital
customer: no it's all lower case
agent: okay, i see it's locked from too many attempts, probably your phone still has the old password in the mail app
customer: oh that makes sense
agent: so for verification i'm sending a push to your authenticator app now
customer: okay, approved
agent: great, i'm unlocking it and setting a temporary password, i'll text it to your mobile on file, [[four two five, seven seven two, oh one four eight|TEL]]
customer: yes
agent: once you log in it'll make you change it, it has to be fourteen characters
customer: fourteen, jeez
agent: and then go into settings on your phone and update it in the mail app
customer: okay
agent: your ticket is [[i n c, oh oh three, four four nine, two|ID]]
customer: and my manager [[gwen|PER]] asked me to get access to the claims share drive while i'm on the phone
agent: she'd have to submit an access request, she can email [[servicedesk at cascadia mutual dot com|MAIL]]
customer: okay, thanks [[priyanka|PER]]
"""),
]


def main():
    assert aba_valid(RTN_MORT) and aba_valid(RTN_PENSION)
    assert len(CALLS) == 30
    make_set("asr3", CALLS, NAME_WORDS, (440, 520), heard=("for",), tidied_mail=True)


if __name__ == "__main__":
    main()
