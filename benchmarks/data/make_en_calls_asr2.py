# ruff: noqa: E501, UP031  (hand-written transcripts as literal data: long lines)
"""A second, independent set of English phone-call transcripts in speech-recogniser (ASR) style, with gold PII.
Thirty calls in domains kept apart from the first set (make_en_calls_asr.py): a vet clinic, a gym cancellation,
a moving quote, a power outage, a student-loan servicer, a car dealer's service desk, a home-warranty claim, a
number port-out, hospital billing, a court clerk, a food-delivery refund, a travel agent, pest control, a credit
union loan officer, a pharmacy prior authorisation, a rental-car damage claim, a daycare, a solar cold call, an ISP
technician, a library, a tax preparer, a deposit dispute, roadside assistance, a dentist recall, a wire-fraud alert,
an online-shop return, a satellite-TV cancellation, a dog walker, a burst water heater and an airline lost-item desk.
Three calls contain no PII at all.
Text is what an ASR engine emits: lower case, numbers as words ("oh", "double", "triple"), e-mails read aloud,
letters spelled out ("m as in mike"), disfluencies, self-corrections and the odd mis-heard name.  Turn layouts vary:
"agent:/customer:", "rep:/caller:", "speaker 1:/speaker 2:", "A:/B:", one unlabelled line per turn, one block.
Written by hand, without reading the detectors (nothing under src/, tests/ or scripts/) or the first set's data.
Annotation conventions: exactly those of make_en_calls_asr.py (see its header), in short:
  spans never overlap; leading articles, titles, possessive 's and trailing punctuation stay outside; a wrong value
  fully spoken and then corrected is annotated as its own entity; names that are also words (rose, bill, hope, art,
  sue, wade, jack, dawn, mark, will, may, june) are annotated only where they name a person; pet names, products,
  card brands, toll-free numbers, 311 / 911, extensions, room / flight / seat numbers, prices, counts, times,
  weekdays are not annotated; a name's or value's spelling (SPELLED_SEQUENCE) shares the entity of what it spells;
  "last four" of a card or account -> GENERIC_ID, "last four of my social" -> US_SSN; city, state and zip after a
  street address are separate spans; dates include a leading "the" ("the fourteenth of november").
Markup used below: [[text|LABEL|key]] (key optional; by default the same label + text is the same entity).
Offsets are computed by segments.assemble(); helpers and checks: call_sets.py.  Writes en_calls_asr2.jsonl and
en_calls_asr2.gold.jsonl beside this file.  Run: python benchmarks/data/make_en_calls_asr2.py
"""
from call_sets import aba, card, make_set, say

# names that are also ordinary words: their unannotated word uses are deliberate
NAME_WORDS = {"rose", "bill", "hope", "art", "sue", "wade", "jack", "dawn", "mark", "will", "may", "june"}


CC_DAYCARE = card("449212063375810")    # visa, 16 digits
CC_RENTAL = card("37612849005127")      # amex, 15 digits
CC_PLUMBER = card("453276104418205")    # visa, 16 digits
CC_MOVERS = card("552071938846102")     # mastercard, 16 digits
RTN_CU, ACCT_CU = aba("32217461"), "4401287735"
RTN_TAX, ACCT_TAX = aba("11190068"), "20049183376"

# (domain, layout, transcript).  layout: "labels" (agent:/customer:, rep:/caller:, A:/B:), "speakers"
# (speaker 1:/speaker 2:), "turns" (one unlabelled line per turn), "block" (the lines joined into one line).
CALLS = [
    ("veterinary clinic", "labels", """
agent: thank you for calling [[maple grove veterinary hospital|ORG]] this is [[priya|PER]] how can i help
customer: hi uh yeah i need to book a follow up for my dog pickles he had his uh dental cleaning last week with doctor [[abernathy|PER]]
agent: sure can i get the owner's name on the file
customer: it's [[adaeze nwosu|PER|adaeze]]
agent: and could you spell the last name for me
customer: [[n w o s u|SPELL|adaeze]]
agent: thank you and the phone number on the account
customer: uh [[four oh four, five five two, eight one three seven|TEL]]
agent: okay i've got you at [[three eleven linden court|ADR]] in [[decatur|LOC]]
customer: oh no we moved it's um [[twenty two oh seven briarcliff road apartment twelve|ADR]] same town
agent: let me update that and the zip code there
customer: [[three oh oh three oh|PC]]
agent: perfect so the doctor has an opening on [[the fourteenth of november|DATE|nov14]] at ten thirty in the morning
customer: that works and can you email me the invoice this time it's [[adaeze dot n at yahoo dot com|MAIL|mail]]
agent: that's [[a d a e z e dot n at yahoo dot com|MAIL|mail]]
customer: yep
agent: great pickles is all set for [[the fourteenth|DATE|nov14]] and the estimate for the recheck is about a hundred and twenty dollars
customer: okay and um my neighbour [[kofi mensah|PER]] said you do boarding too
agent: we do it's forty five a night and we'd need his vaccine records
customer: cool thanks so much
agent: you're welcome have a good one
"""),
    ("gym membership cancellation", "labels", """
rep: good evening, you've reached [[ironclad fitness|ORG]] member services, my name is [[tyrese|PER]].
caller: hi, yeah, i want to cancel my membership.
rep: i can help with that. can i get your member number?
caller: um, it's [[i c f dash four four seven nine two|ID]].
rep: and the name on the account?
caller: [[art kowalski|PER|art]]. well, [[arthur|PER|art]], but everyone calls me [[art|PER|art]].
rep: thank you mister [[kowalski|PER|art]]. and your date of birth for verification?
caller: [[june third, nineteen seventy one|DOB]].
rep: okay, i see your home club is our [[westlake|LOC]] location.
caller: yeah, i'm moving to [[boise|LOC]] for work.
rep: sorry to hear that. we actually have two clubs there, the one on [[vista avenue|LOC]] just got all new state of the art equipment.
caller: nah, my new job has a gym in the building.
rep: understood. there's a thirty day notice period, so your last draft will be on [[the first of december|DATE]].
caller: that's fine. is there a fee?
rep: no fee, you're past the twelve month term. i'll send the confirmation to [[k o w a l s k i dot art at outlook dot com|MAIL]], is that right?
caller: yep, that's me.
rep: your cancellation number is [[c x seven seven one two oh|ID]].
caller: got it, thanks.
"""),
    ("moving company quote", "speakers", f"""
speaker 1: thanks for calling [[two men and a truck|ORG]] this is [[marisol|PER]] speaking
speaker 2: hi um i'm looking for a quote to move a two bedroom from [[tacoma|LOC]] to [[spokane|LOC]]
speaker 1: sure i can do that who am i speaking with
speaker 2: [[hiroshi tanaka|PER|hiro]]
speaker 1: could you spell the first name for me
speaker 2: yeah [[h i r o s h i|SPELL|hiro]]
speaker 1: thanks and what's the pickup address
speaker 2: it's [[forty one twelve north pearl street unit b|ADR]] [[tacoma|LOC]] [[washington|LOC]] [[nine eight four oh seven|PC]]
speaker 1: and where are you headed
speaker 2: uh [[eighteen oh five east sprague avenue|ADR]] it's [[nine nine two oh two|PC]]
speaker 1: got it and what date were you thinking
speaker 2: either [[the twenty eighth of june|DATE|jun28]] or [[july first|DATE]] whichever's cheaper
speaker 1: weekends cost a bit more and [[the twenty eighth|DATE|jun28]] is a saturday
speaker 2: oh then let's do the other one
speaker 1: okay and the new building might want a certificate of insurance before we can use the elevator
speaker 2: yeah [[cascade ridge apartments|ORG]] already asked me for one
speaker 1: no problem we send those all the time what's the best number for you
speaker 2: [[two five three, double four eight, six oh one nine|TEL]]
speaker 1: okay for about three hundred miles with two movers and a twenty six foot truck you're looking at roughly two thousand four hundred
speaker 2: hmm my coworker used [[u haul|ORG]] and did it himself for like half that
speaker 1: totally understand but we include the packing blankets and the valuation coverage to hold the date i'd need a hundred dollar deposit
speaker 2: okay uh it's a mastercard [[{say(CC_MOVERS, "1111 1111 1111 1111", doubles=True)}|CC]]
speaker 1: thank you and i'll email you the written quote
speaker 2: sure it's [[h tanaka eighty eight at gmail dot com|MAIL]]
speaker 1: and your quote number is [[m q dash two oh two four dash one one five|ID]]
speaker 2: great thank you
"""),
    ("power outage, no PII", "block", """
hi i'm calling because the power's been out since dawn on our whole block okay i'm sorry about that are you
calling to report an outage or is this about the bill um the outage the bill's fine okay i can see there's a crew
working on a transformer fault in your area the estimated restoration time is four thirty this afternoon oh wow
that's like six more hours yeah i know it's frustrating will it go past that i can't promise but the crew has been
out there since about seven so they're making progress should i throw out the stuff in the fridge a closed fridge
keeps food cold for about four hours and a full freezer for about two days so try not to open them okay and do we
get a credit on the bill if it's more than twelve hours you can request a credit of up to fifty dollars okay is
there a number i can call to check you can call one eight hundred four nine five, two two one one any time or check
the outage map on the website all right thank you for your patience have a good day you too
"""),
    ("student-loan servicer", "labels", """
A: thank you for calling [[mohela|ORG]] this call may be recorded for quality my name is [[derek|PER]] may i have your name please
B: yeah it's [[yusuf al hashimi|PER|yusuf]]
A: and your account number
B: uh it's [[eight two seven, one one four, six oh nine three|ID]]
A: thank you for verification can i have your full social security number
B: [[five three one, four oh, seven seven two six|SSN]]
A: and date of birth
B: [[the twenty second of april nineteen ninety four|DOB]]
A: thank you mister [[al hashimi|PER|yusuf]] how can i help you today
B: so i'm trying to get on public service loan forgiveness i'm a nurse at [[saint vincent's medical center|ORG]] in [[jacksonville|LOC]]
A: okay great you'll need your employer to sign the employment certification form i can email it to you
B: please it's [[yusuf dot alhashimi at proton dot me|MAIL|mail]]
A: let me read that back [[y u s u f dot a l h a s h i m i at proton dot me|MAIL|mail]]
B: that's right
A: and is your mailing address still [[nine fifty riverside avenue apartment three oh two|ADR]] [[jacksonville|LOC]] [[florida|LOC]] [[three two two oh four|PC]]
B: yes sir
A: perfect so you have eighty four qualifying payments so far out of a hundred and twenty
B: oh nice um my wife [[layla|PER]] also has loans with you can i ask about hers
A: i'm sorry she'd have to call us herself or add you as an authorised third party
B: okay fair
A: your reference number for today's call is [[r e f dash six six one nine oh|ID]] is there anything else
B: no that's it thanks
"""),
    ("car dealership service department", "turns", """
thank you for calling [[lakeside honda|ORG]] service department this is [[sue|PER]]
hi [[sue|PER]] uh my name's [[bogdan petrescu|PER|bogdan]] i dropped off my pilot this morning for the recall
sure let me pull that up, do you have the vin handy
yeah it's [[five f n y f six h two six k b oh four one seven seven three|ID]]
okay, two thousand nineteen pilot, silver, plate [[k l m, four four nine two|ID]]?
that's it
and is [[five one two, six six oh, three nine eight one|TEL]] still the best number
yep or my wife [[ioana|PER]] same last name if you can't get me
okay mister [[petrescu|PER|bogdan]] so the recall is for the fuel pump, it'll take about three hours and it's covered
great and there's a rattle on the passenger side can they look at that while it's in
sure but the diagnostic is a hundred and fifty nine dollars unless it's under warranty
hmm okay look i'm not gonna sue anybody i just want it fixed
ha no worries we'll figure it out your repair order number is [[r o eight eight two four five|ID]]
and you'll text me when it's ready
will do, and if you need a ride the shuttle goes as far as [[burnet road|LOC]]
my office is at [[dell|ORG]] up in [[round rock|LOC]] actually
oh that's a bit far we can give you a rideshare voucher though
perfect thanks
"""),
    ("home-warranty claim", "labels", """
agent: [[american home shield|ORG]] claims this is [[rochelle|PER]] can i have your contract number please
customer: hi uh yes it's [[four seven three, three one nine, oh two five eight|ID]]
agent: thank you and the covered property address
customer: [[sixty two thirty five south wolcott avenue unit two|ADR]] [[chicago|LOC]] [[illinois|LOC]] [[six oh six three six|PC]]
agent: and the name on the contract
customer: [[mei lin zhang|PER|mei]] that's [[z h a n g|SPELL|mei]]
agent: thank you miss [[zhang|PER|mei]] what's going on at the home
customer: the furnace stopped working last night it's like ten degrees outside and the house is at fifty
agent: oh no i'm so sorry let's get a claim open there's a one hundred twenty five dollar service fee would you like to use the card on file ending in [[six six two oh|ID]]
customer: yes that's fine
agent: okay your claim number is [[one nine dash four four eight two dash c h|ID]]
agent: i've dispatched it to [[all seasons heating and air|ORG]] they're a local contractor and they'll call you within four hours
customer: the last time i had a claim on [[january ninth|DATE]] nobody showed up for three days
agent: i see that note i'm going to mark this one as an emergency
customer: also can they call my husband instead his name is [[jun|PER|jun]] that's [[j u n|SPELL|jun]] his cell is [[seven seven three, four one two, nine nine oh five|TEL]]
agent: i'll add him as a secondary contact
customer: and if nobody can come today
agent: then call us back and we can authorise space heaters or a hotel if needed
customer: okay thank you
"""),
    ("mobile number port-out", "labels", """
rep: thank you for calling [[verizon|ORG]] my name is [[anthony|PER]] who do i have the pleasure of speaking with
caller: hi this is [[guadalupe reyes|PER|lupe]]
rep: hi what can i do for you today
caller: i'm switching to [[t mobile|ORG]] and they said i need a port out pin and my account number
rep: i can help with that first can you verify the last four of your social
caller: [[eight three oh one|SSN]]
rep: thank you and the mobile number you're transferring
caller: [[nine one five, two oh seven, four four six three|TEL]]
rep: okay your account number is [[eight eight four one two oh three seven seven dash oh oh oh oh one|ID|acct]]
caller: wait can you say that again slower
rep: sure [[eight eight four, one two oh, three seven seven, dash oh oh oh oh one|ID|acct]]
rep: and i've just texted the transfer pin to that number it's valid for seven days
caller: okay my daughter's line is on my plan too can i move hers
rep: what's her name
caller: [[ximena|PER|xim]] [[x as in x ray i m e n a|SPELL|xim]] [[reyes|PER|xim]] and her number is [[nine one five, two oh seven, four four seven one|TEL]]
rep: i see it yes you can port both with the same pin
caller: okay good
rep: just so you know there's a remaining balance of eighty nine dollars on the iphone thirteen that'll be on your final bill
caller: ugh okay
rep: the final bill goes to [[lupe dot reyes nine one five at hotmail dot com|MAIL]] is that still good
caller: yeah that's fine and can i drop the old router at the store in [[el paso|LOC]]
rep: yes any corporate store takes equipment returns
caller: thanks for your help
"""),
    ("hospital billing office", "speakers", """
speaker 1: patient financial services at [[mercy general hospital|ORG]] this is [[bill|PER|bill]] speaking
speaker 2: hi [[bill|PER|bill]] um i got a bill in the mail for like four thousand dollars and i think it's a mistake
speaker 1: i'm sorry to hear that let's take a look can i have the patient's name and date of birth
speaker 2: it's for my son [[oluwaseun adebayo|PER|olu]] date of birth is [[the fifth of august two thousand eleven|DOB]]
speaker 1: could you spell the first name for me
speaker 2: sure [[o l u w a s e u n|SPELL|olu]]
speaker 1: thank you and you're the guarantor
speaker 2: yes i'm his mom [[folake adebayo|PER]]
speaker 1: okay i found the account the medical record number is [[m r n five five oh two nine one eight|ID]]
speaker 1: so it looks like the claim was denied by [[blue cross|ORG]] because the member id didn't match
speaker 2: oh his member id is [[x k w nine oh four four one seven three two|ID]]
speaker 1: okay that's different from what we have i'll correct it and resubmit the visit from [[march third|DATE]]
speaker 2: yes that's when he broke his wrist at soccer
speaker 1: i see the er visit and a follow up with doctor [[sandoval|PER]] in orthopedics
speaker 2: right
speaker 1: i'll put the account on hold for forty five days so you won't get another bill while we rebill the insurance
speaker 2: thank you and can you mail me an itemised statement
speaker 1: sure is your address still [[fourteen seventy seven oak hollow drive|ADR]] [[sacramento|LOC]] [[california|LOC]] [[nine five eight three one|PC]]
speaker 2: yes
speaker 1: perfect your case number for this call is [[b r dash two two seven oh four|ID]]
speaker 2: thanks so much [[bill|PER|bill]]
"""),
    ("court clerk's office", "turns", """
[[king county district court|ORG]], civil division, this is [[fatima|PER]], how can i help you?
hi, um, yes. i have a small claims case and i'm trying to find out if the hearing got moved.
sure. do you have the case number?
i think so. it's [[two four, s c, oh oh three one eight seven|ID]].
okay, and your name?
[[nadia kuznetsova|PER|nadia]]. that's [[k u z n e t s o v a|SPELL|nadia]].
thank you. so you're the plaintiff, and the defendant is [[evergreen crest property management|ORG]]?
yes, they kept my whole deposit.
okay. the hearing was set for [[october twenty first|DATE]], but it was continued to [[november fourth|DATE]] at nine a m.
oh, nobody told me.
a notice was mailed on [[the second|DATE]] to [[fifty five hundred rainier avenue south apartment two oh nine|ADR]] in [[seattle|LOC]].
ah, that's my old place. i'm at [[eleven twenty three north thirty fourth street|ADR]] now.
you'll need to file a change of address. you can do it at the counter in room twelve oh one or by mail.
is that the courthouse on [[third avenue|LOC]]?
yes, [[five sixteen third avenue|ADR]].
and will judge [[okafor|PER]] still hear it?
i can't say who's assigned that day. bring three copies of any evidence, photos, the lease, receipts.
okay. and is there a direct number for the small claims desk, so i don't have to go through the main line?
sure, it's [[two oh six, four seven seven, one six two three|TEL]].
thank you so much.
"""),
    ("food-delivery refund", "labels", """
A: hi thanks for contacting [[doordash|ORG]] support my name is [[carla|PER]] can i get the email on your account
B: yeah it's [[arjun underscore mehta at icloud dot com|MAIL]]
A: thank you and your name
B: [[arjun mehta|PER|arjun]]
A: thanks [[arjun|PER|arjun]] i see an order from [[golden lotus kitchen|ORG]] placed about an hour ago
B: yes so the the driver left it at the wrong building i'm at [[two forty broadway apartment eighteen f|ADR]] and they dropped it next door
A: i'm so sorry about that what's the order number you see in the app
B: uh [[d d seven four two dash nine one one eight|ID]]
A: thanks and i see the dasher was [[mohammed|PER]]
B: yeah he didn't pick up when i called him from [[nine one seven, five five three, oh two four eight|TEL]]
A: okay i can give you a full refund of thirty four sixty two to the card ending in [[oh five five eight|ID]] or as credits
B: the card please
A: done you'll see it in five to seven business days and your case id is [[c s one three three eight oh four|ID]]
B: okay and one more thing my username in the app shows up as [[arjunm underscore nyc|USER]] can i change that
A: you can update your display name in settings under account
B: cool and the restaurant is on [[amsterdam avenue|LOC]] right up in [[morningside heights|LOC]]
A: yes that's right
B: because i might just walk over next time haha
A: that works too anything else
B: no thanks
"""),
    ("travel agency rebooking", "labels", """
agent: good afternoon [[wanderlust travel|ORG]] this is [[graham|PER]]
customer: hi it's [[hope mcallister|PER|hope]] you booked our trip to [[london|LOC]] last month
agent: oh hi [[hope|PER|hope]] of course what's going on
customer: so [[air canada|ORG]] cancelled our flight out of [[toronto pearson|LOC]] on [[the twelfth|DATE]] and i'm hoping you can rebook us
agent: let me pull up the booking the reference is [[q x seven b t two|ID]] yes i see it cancelled
agent: i hope you weren't already at the airport
customer: no thank god
agent: okay i can put you on [[british airways|ORG]] on [[the thirteenth|DATE]] departing at six forty p m into [[heathrow|LOC]]
customer: that's fine but my husband's passport name is different from the ticket it's [[rajesh|PER|raj]] [[r a j e s h|SPELL|raj]] not [[raj|PER|raj]]
agent: got it and his surname
customer: [[krishnamurthy|PER|raj]] [[k r i s h n a m u r t h y|SPELL|raj]]
agent: and for the new airline i'll need both your dates of birth
customer: mine's [[march ninth eighty two|DOB]] and his is [[the seventeenth of october nineteen seventy nine|DOB]]
agent: thank you and the new confirmation number is [[x t four four m p|ID]]
customer: great also we'll be staying with my sister there can you put her mobile as the emergency contact it's [[plus four four seven seven oh oh, nine double oh, one two three|TEL]]
agent: and her name
customer: [[siobhan|PER|siob]]
agent: sorry could you spell that
customer: [[s i o b h a n|SPELL|siob]] it's irish
agent: lovely and your aeroplan number for the refund of the unused leg
customer: [[nine one two, four four eight, oh seven one|ID]]
agent: i'll email the new itinerary to you at [[hope dot mcallister at rogers dot com|MAIL]]
customer: perfect i hope the seats are together
agent: i'll request it and you're all set
"""),
    ("pest-control appointment", "labels", """
rep: [[bugbusters pest control|ORG]] this is [[kenji|PER]] speaking
caller: hi my name's [[rose delgado|PER|rose]] i've got ants all over the kitchen and now they're in the rose bushes out back too
rep: oh no okay [[rose|PER|rose]] are you an existing customer
caller: no we just bought the house
rep: okay what's the address there
caller: [[three thirty three magnolia lane|ADR]] in [[cary|LOC]] [[north carolina|LOC]]
rep: and the zip
caller: [[two seven five one three|PC]] no wait that's our old one it's [[two seven five one nine|PC]]
rep: we have a tech in your area on thursday [[the sixteenth|DATE]] between eight and noon would that work
caller: that's perfect my neighbour missus [[pruitt|PER]] said you guys did her termite treatment
rep: yeah we do a lot of work on that street the initial service is one forty nine and then quarterly is fifty nine
caller: okay and is the spray safe for the roses and for a dog
rep: yep it's pet safe once it's dry about two hours
caller: okay good
rep: best callback number
caller: [[nine one nine, three eight oh, seven seven two four|TEL]]
rep: and an email for the service agreement
caller: [[rosie d seventy at gmail dot com|MAIL|mail]]
rep: [[r o s i e d seventy at gmail dot com|MAIL|mail]]
caller: yes
rep: you're all set your service id is [[b b p dash five five eight two one|ID]] and your tech will be [[marcus|PER]]
caller: thanks a lot
"""),
    ("credit-union loan officer", "speakers", f"""
speaker 1: good morning [[desert sun federal credit union|ORG]] lending this is [[amara okafor|PER|amara]]
speaker 2: hi this is [[esteban ochoa|PER|esteban]] i applied for an auto loan online yesterday
speaker 1: oh yes hi mister [[ochoa|PER|esteban]] i have your application right here i just need to verify a few things can you confirm your social
speaker 2: sure [[two eight four, six one, nine oh five three|SSN]]
speaker 1: and date of birth
speaker 2: [[november second nineteen eighty eight|DOB]]
speaker 1: and you're employed at [[banner health|ORG]] as a respiratory therapist
speaker 2: yes for six years
speaker 1: great and the vehicle is a twenty twenty two tacoma from [[earnhardt toyota|ORG]]
speaker 2: that's right thirty one thousand five hundred
speaker 1: okay you're approved at five point nine percent for sixty months and for automatic payments i'll need your checking account and routing number
speaker 2: the routing is [[{say(RTN_CU, "111111111", gap="")}|BANK|rtn]] and the account is [[{say(ACCT_CU, "111 111 1111", doubles=True)}|BANK|acct]]
speaker 1: let me read that back routing [[{say(RTN_CU, "111 111 111")}|BANK|rtn]] account [[{say(ACCT_CU, "111 111 1111")}|BANK|acct]]
speaker 2: yep
speaker 1: and your address for the title is still [[twenty four oh eight west baseline road unit one fourteen|ADR]] [[tempe|LOC]] [[arizona|LOC]] [[eight five two eight three|PC]]
speaker 2: yes
speaker 1: and your sister [[valentina|PER]] was listed as a co-signer
speaker 2: no no we took her off it's just me now
speaker 1: okay noted your loan number will be [[l n dash three three oh nine seven two|ID]] and i'll email the documents to [[e ochoa at cox dot net|MAIL]]
speaker 2: perfect
speaker 1: you can sign them online and pick up the check at our [[chandler|LOC]] branch
speaker 2: great thank you
"""),
    ("pharmacy prior authorisation", "turns", """
[[walgreens|ORG]] pharmacy on [[division street|LOC]] this is [[tomasz|PER|tom]]
hi uh i'm calling about my prescription the app says it needs a prior authorisation
okay can i get your name and date of birth
[[agnieszka wisniewska|PER|ag]] [[fourth of may nineteen sixty seven|DOB]]
can you spell the last name for me
[[w i s n i e w s k a|SPELL|ag]]
thanks okay i see it the prescription number is [[r x seven one one four nine oh two|ID]] for the ozempic
right my doctor is doctor [[haddad|PER]] at [[northshore endocrinology|ORG]]
okay so your plan through [[caremark|ORG]] needs a prior auth we faxed doctor [[haddad|PER]]'s office on [[the twenty fifth|DATE]] but haven't heard back
do you have their number i can call them myself
sure it's [[eight four seven, five oh two, one eight eight six|TEL]] extension two oh four
and my member id in case they ask
it's [[z w q nine eight two two one seven oh six four|ID]]
the p a usually takes three to five business days once the doctor submits it
and if it's approved how much is it
with your plan it'd be twenty five dollars for a twenty eight day supply
okay and my login for the app is [[aga w sixty seven|USER]] if that helps
i don't need that but you'll get a push notification there when it's ready
can you text me too
sure is [[seven seven three, eight eight one, four oh three oh|TEL]] your cell
yes
okay you're all set up you'll also get an email at [[aga dot w at comcast dot net|MAIL]]
thank you [[thomas|PER|tom]]
"""),
    ("rental-car damage claim", "labels", f"""
A: [[enterprise rent a car|ORG]] damage recovery unit this is [[janelle|PER]] speaking
B: hi um i got a letter about damage to a car i rented and i want to dispute it
A: sure can i have the claim number from the letter
B: it's [[d r u dash four four one oh seven two dash b|ID]]
A: thank you and your name
B: [[kwabena asante|PER|kw]]
A: thank you mister [[asante|PER|kw]] i see the rental from [[denver international airport|LOC]] rental agreement [[r a eight one five five nine two three|ID]] returned on [[september thirtieth|DATE]]
B: yes and there was no damage when i returned it the guy at the counter walked around the car with me
A: the report says a dent on the rear bumper with photos taken the next day
B: the next day anybody could have done that in the lot
A: i understand do you have your own auto insurance
B: yes [[geico|ORG]] policy [[four one two oh, seven seven eight, nine three|ID]]
A: and did you pay with a credit card that includes rental coverage
B: i paid with my amex it's [[{say(CC_RENTAL, "1111 111111 11111", gap=" ")}|CC]]
A: thank you you may be covered through the card's benefit so i'd file with them too
A: the vehicle was a white camry colorado plate [[b x k, seven two oh|ID]]
B: yeah that's the one
A: i'm going to put the claim on hold for thirty days so you can send your photos you can email them to [[damage dot recovery at druclaims dot com|MAIL]]
B: okay and my cell if anyone needs me is [[seven two oh, three one six, five five oh two|TEL]]
A: noted and you can also reach our claims line at one eight eight eight, six six two, nine oh one two
B: thanks bye
"""),
    ("daycare enrolment", "labels", f"""
agent: good morning [[little acorns early learning center|ORG]] this is [[dawn|PER|dawn]] i'm the director
customer: hi [[dawn|PER|dawn]] i'm calling about enrolling my daughter for the fall
agent: wonderful how old is she
customer: she'll be two in september her name is [[amaka eze|PER|amaka]]
agent: and her date of birth
customer: [[september eleventh twenty twenty three|DOB]]
agent: okay we have a spot in the toddler room starting [[the second of september|DATE]] our hours are six thirty to six so basically dawn to dusk
customer: perfect because my husband [[chidi|PER]] leaves for work at like six
agent: and your name
customer: [[ngozi eze|PER|ngozi]]
agent: best phone number
customer: [[four six nine, two two one, oh eight eight four|TEL]]
agent: and an email
customer: [[ngozi dot eze at live dot com|MAIL]]
agent: does she have any allergies
customer: peanuts and her pediatrician is doctor [[lindqvist|PER]] at [[cook children's|ORG]] in [[frisco|LOC]]
agent: okay the registration fee is one fifty and tuition is three forty a week, we take the first week plus registration today
customer: can i put it on a card
agent: sure go ahead
customer: it's a visa [[{say(CC_DAYCARE, "1111 1111 1111 1111", doubles=True)}|CC]]
agent: thank you we'll send the enrolment packet and the parent handbook, we're at [[four ten legacy drive|ADR]] right off the [[dallas north tollway|LOC]]
customer: great see you then
"""),
    ("solar sales cold call", "block", """
hi is this the homeowner yeah who's this hi my name's [[tanner|PER]] i'm calling from [[sunbright energy solutions|ORG]] we're
doing free solar assessments in [[rancho cucamonga|LOC]] this week i'm not really interested okay totally understand can i
just ask who your electric provider is it's [[southern california edison|ORG]] and roughly what's your monthly bill like
two fifty in the summer wow okay so a lot of folks on [[haven avenue|LOC]] are paying that too and your neighbour [[gary|PER]]
over on [[banyan street|LOC]] just went solar with us we're a certified [[tesla|ORG]] powerwall installer so you'd have
backup when the power goes out who gave you my number we use public listings sir can i just confirm the address is
[[eighty nine oh two pecan court|ADR]] look i'm not giving you anything and i'm on the do not call list okay absolutely
sir i'll take you off our list can i get your name so i mark the right record [[wendell|PER]] okay [[wendell|PER]] you're
removed and you will not hear from us again have a great day
"""),
    ("ISP technician visit", "speakers", """
speaker 1: hi this is [[kwame|PER]] with [[spectrum|ORG]] i'm your technician for today's appointment am i speaking with [[darius nowak|PER|dar]]
speaker 2: it's [[dariusz|PER|dar]] but yeah close enough
speaker 1: sorry about that i'm coming from the yard off [[ben white boulevard|LOC]] so i'm about twenty minutes out
speaker 1: i have work order [[w o four four eight one nine two seven|ID]] for no internet
speaker 2: yeah it's been down since sunday the modem just blinks orange
speaker 1: okay and i have the address as [[nineteen twelve south lamar boulevard apartment three twelve|ADR]]
speaker 2: yes it's building c i'll text you the gate code
speaker 1: perfect is [[five one two, nine oh three, seven seven one four|TEL]] the best one to text
speaker 2: yeah that's my cell
speaker 1: also when i get there you'll need to log into your account on the app to confirm the install what's the username on it
speaker 2: uh i think it's [[dnowak underscore atx|USER]]
speaker 1: and the email on the account is [[d nowak at fastmail dot com|MAIL]]
speaker 2: yes
speaker 1: okay and if you're not home there has to be an adult over eighteen there
speaker 2: my roommate [[chen wei|PER]] will be home he works nights at [[whole foods|ORG]]
speaker 1: sounds good see you in a bit
"""),
    ("library card, no PII", "turns", """
hi thanks for calling the public library how can i help
hi um i wanted to know how my son can get a library card
sure he can get one at any branch he just needs to come in with a parent and something with your address on it like a utility bill
okay is there an age limit
no age limit but kids under thirteen need a parent to sign
and how many books can he check out
up to thirty items at a time and the loan period is three weeks
what happens if they're late
there's a grace period of three days and after that it's ten cents a day up to two dollars per item
oh that's not bad. and are you open on sundays
most branches are open sunday from one to five and the main branch opens at noon
okay great and one more thing do you guys do the passport appointments
we don't but city hall does, you can call three one one and they'll book it for you
will do thank you so much
you're welcome have a great day
"""),
    ("tax preparer", "labels", f"""
rep: [[greenberg and ortiz tax services|ORG]] this is [[lena|PER]]
caller: hi it's [[samuel adeyemi|PER|sam]] i'm a returning client
rep: hi [[sam|PER|sam]] how are you
caller: good um i'm calling because i got a letter from the [[irs|ORG]] about last year's return
rep: oh no okay what does it say
caller: it says they're adjusting my refund because of a missing ten ninety nine from [[lyft|ORG]]
rep: ah that's common with gig income can you confirm your social so i can pull your file
caller: [[four oh seven, three eight, two nine one six|SSN]]
rep: and your date of birth
caller: [[the ninth of march nineteen eighty two|DOB]]
rep: thank you and your wife's last four
caller: uh [[five five one eight|SSN]]
rep: okay i see the return we filed on [[april ninth|DATE]] did the letter have a number in the top right corner
caller: yes [[two oh two four dash one one seven dash four four nine|ID]]
rep: okay can you scan it and email it to me at [[lena at greenbergortiz dot com|MAIL]]
caller: sure also this year i want the refund direct deposited i switched banks to [[ally|ORG]]
rep: okay give me the routing and account
caller: routing is [[{say(RTN_TAX, "111 111 111", doubles=True)}|BANK]] and the account is [[{say(ACCT_TAX, "1111 1111 111", doubles=True)}|BANK]]
rep: got it and are you still at [[seven eighteen willow bend drive|ADR]] in [[plano|LOC]]
caller: no we moved to [[allen|LOC]] it's [[twelve oh nine cottonwood trail|ADR]] [[seven five oh oh two|PC]]
rep: and your daughter [[zainab|PER]] is still your dependent born [[the thirtieth of january two thousand fifteen|DOB]]
caller: yes
rep: great and you can upload everything to the portal your username there is [[sadeyemi underscore eighty two|USER]]
caller: perfect thanks
"""),
    ("landlord-tenant deposit dispute", "labels", """
A: hello, is this [[mark|PER|mark]]?
B: speaking.
A: hi [[mark|PER|mark]], this is [[svetlana ivanova|PER|svet]], i used to rent your unit at [[four twenty two kingsley street apartment three|ADR]].
B: oh, right, hi. what can i do for you?
A: i moved out on [[july thirty first|DATE]] and it's been over a month and i haven't gotten my deposit back.
B: yeah, there was some damage. there's a mark on the wall in the bedroom and the carpet needs cleaning.
A: a mark on the wall? that's normal wear and tear. the deposit was eighteen hundred dollars.
B: i'm keeping four hundred for the carpet and paint, the rest i sent already.
A: i never got anything.
B: i mailed a check to the forwarding address you gave me, [[ninety one ocean parkway apartment six d|ADR]] in [[brooklyn|LOC]].
A: that's wrong, it's [[ninety one ocean avenue apartment six d|ADR]], not parkway.
B: oh. well, my property manager [[dmitri|PER]] at [[bayview realty group|ORG]] handles that. you should call him.
A: what's his number?
B: [[seven one eight, three three two, oh six one nine|TEL]].
A: and i want the itemised list in writing, the law in [[new york|LOC]] says fourteen days.
B: fine, send me your email.
A: it's [[svetlana dot ivanova eighty seven at gmail dot com|MAIL]].
B: okay. i'll have him send it by friday [[the twentieth|DATE]]. the zip there is [[one one two three five|PC]]?
A: yes. and please void the old check.
B: yeah, yeah.
"""),
    ("roadside assistance", "labels", """
agent: [[aaa|ORG]] roadside assistance this is [[priscilla|PER]] are you in a safe location
customer: yeah i'm i'm pulled over on the shoulder of [[interstate eighty|LOC]] just past the exit for [[vacaville|LOC]] heading east
agent: okay what's going on with the vehicle
customer: flat tire and the jack that came with the car is broken
agent: okay can i get your membership number
customer: [[four two nine, two one two, oh oh eight eight one five six two, seven|ID]]
agent: thank you and your name
customer: [[jack thibodeaux|PER|jack]]
agent: could you spell the last name
customer: [[t h i b o d e a u x|SPELL|jack]]
agent: thanks [[jack|PER|jack]] what's the vehicle
customer: a blue subaru outback california plate [[eight k r t, three one six|ID]]
agent: okay and a callback number
customer: [[seven oh seven, two eight four, one one nine oh|TEL]]
agent: i've got a truck from [[dixon towing|ORG]] about forty minutes out the driver's name is [[ruslan|PER]]
customer: okay do they have a jack
agent: yes they'll have a floor jack and they can put on your spare
customer: and if the spare's flat too
agent: then we can tow you up to a hundred miles on your plan, the nearest tire shop is [[big o tires|ORG]] in [[vacaville|LOC]] on [[peabody road|LOC]]
customer: great
agent: your call reference is [[r s a dash seven one four four two|ID]] stay in the vehicle with your seatbelt on
"""),
    ("dentist recall", "turns", """
hi this is [[naomi|PER]] calling from [[smile studio family dentistry|ORG]] is this [[farhana chowdhury|PER|farhana]]
yes it is
hi [[farhana|PER|farhana]] i'm calling because you're due for your six month cleaning and checkup with [[jessica|PER]] our hygienist
oh right yeah it's been a while
can i confirm your date of birth
[[twelve fourteen ninety|DOB]]
thank you and are you still with [[delta dental|ORG]]
no i switched jobs i'm on [[cigna|ORG]] now
okay can you give me the member id
it's [[u nine one two two oh four four seven eight|ID]]
and the group number
[[three three two one oh eight|ID]]
okay we have tuesday [[the eighth|DATE|d8]] at two fifteen or [[october fifteenth|DATE]] at nine
[[the eighth|DATE|d8]] works
great and doctor [[banerjee|PER]] wanted to look at that crown on the lower left while you're in
oh yeah it's been a little sensitive
okay i'll note that and we'll text a reminder to [[six one seven four four oh two nine oh three|TEL]]
yep that's me
also we moved we're now at [[eleven fifty boylston street suite four hundred|ADR]] in [[brookline|LOC]]
oh good that's closer
see you on [[the eighth|DATE|d8]]
"""),
    ("bank wire-fraud alert", "speakers", """
speaker 1: hello this is [[marcus bell|PER|mb]] from the fraud prevention team at [[td bank|ORG]] am i speaking with [[hyun woo lee|PER|hw]]
speaker 2: um yes who is this
speaker 1: i'm calling about a wire transfer request on your checking account we want to make sure it's legitimate before we release it
speaker 1: for your security i won't ask for your account number can you confirm your date of birth
speaker 2: [[june twenty fourth nineteen fifty six|DOB]]
speaker 1: thank you we received a request this morning for a wire of twenty four thousand five hundred dollars to [[northfield trading llc|ORG]] at [[first pacific commerce bank|ORG]] in [[hong kong|LOC]]
speaker 2: what no i didn't do that well wait a man called me yesterday saying he was from the bank and my account was hacked
speaker 1: okay did you give him any information
speaker 2: i gave him the code they texted me and he said his name was officer [[daniel brooks|PER]]
speaker 1: do you have the number he called from
speaker 2: yes it was uh [[three oh two, five five six, one eight eight oh|TEL]]
speaker 1: okay i'm cancelling the wire now and placing a hold the beneficiary account was [[eight eight oh one four two seven seven three nine one|BANK]] and we'll report it
speaker 2: oh my god thank you
speaker 1: we're also closing your debit card ending in [[four four one nine|ID]] and mailing a new one to [[one fifteen ridgewood court|ADR]] [[newark|LOC]] [[delaware|LOC]] [[one nine seven one one|PC]]
speaker 2: yes that's my house
speaker 1: and please come into the [[christiana|LOC]] branch with your id to reset online banking your user id [[hwlee fifty six|USER]] is locked until then
speaker 2: okay my son [[minho|PER]] can drive me
speaker 1: your fraud case number is [[f c dash two oh two five dash oh eight eight one|ID]] and remember we will never ask you for a texted code
speaker 2: thank you so much
"""),
    ("online-shop return, no PII", "turns", """
thank you for calling customer care how can i help you today
hi i bought a pair of boots online and they're too small can i return them
sure was it within the last thirty days
yeah i got them like a week ago
okay as long as they're unworn and in the original box you can return them for free
do i need to print a label
no you'll get a qr code in the app and you can drop them at any drop off point
and how long does the refund take
usually three to five business days after we receive them and it goes back to the original payment method
can i just exchange them for a size up instead
yes if the size is in stock we'll ship the exchange as soon as you drop off the return
oh perfect will i get an email
yes you'll get a confirmation with tracking once it's scanned
great that's all thanks
have a good one
"""),
    ("satellite-TV cancellation", "block", """
thank you for calling [[directv|ORG]] my name is [[olumide|PER]] can i have the phone number on the account sure it's
[[three one four, seven seven two, oh nine five one|TEL]] and the account holder's name [[jelena petrovic|PER|jel]] that's
[[p e t r o v i c|SPELL|jel]] thank you miss [[petrovic|PER|jel]] and for security the last four of the account number
[[six two two seven|ID]] thanks how can i help i want to cancel i'm switching to streaming okay i'm sorry to see you go may
i ask if price is the reason yeah it's a hundred and ten a month and i barely watch it my downstairs neighbour
has [[directv|ORG]] too and he pays way less i can offer you fifty percent off for twelve months no thanks okay i've
processed the cancellation effective [[march fifteenth|DATE]] you'll need to return the receiver can you read me the
serial number on the back um [[three one two, a b nine, four four oh, seven seven two|ID]] okay we'll mail a prepaid box
to [[six forty eight lindell boulevard apartment nine c|ADR]] [[saint louis|LOC]] [[missouri|LOC]] [[six three one oh eight|PC]]
is that right yes and your login for the website is [[jpetrovic underscore stl|USER]] so download any recordings you want to
keep before [[the fifteenth|DATE]] your confirmation number is [[c n c l, eight five three, one one four|ID]] okay thanks
so much you're welcome
"""),
    ("dog walker booking", "labels", """
A: hi you've reached [[happy tails dog walking|ORG]] this is [[sanjay|PER]]
B: hi my name's [[noor haddad|PER|noor]] i found you on [[nextdoor|ORG]] i need a midday walker for my dog biscuit
A: sure what kind of dog
B: a two year old lab mix he has a lot of energy
A: ha okay and where are you located
B: [[park slope|LOC]] near [[prospect park|LOC]]
A: perfect i walk that area every day can i get the exact address
B: [[three ninety one seventh avenue apartment four r|ADR]] [[brooklyn|LOC]] [[one one two one five|PC]]
A: and what days
B: monday through friday around noon starting [[the third of march|DATE]]
A: that works it's twenty two dollars per thirty minute walk
B: okay and i'll leave a key with the doorman his name's [[tenzin|PER]]
A: great what's the best number for you
B: [[three four seven, double two oh, five one eight one|TEL]]
A: and if i can't reach you an emergency contact
B: my brother [[karim|PER]] [[nine one seven, six oh four, three three seven two|TEL]]
A: got it and the vet
B: [[park slope veterinary|ORG]] down the street
A: okay i'll send the contract to your email
B: it's [[noor dot haddad at nyu dot edu|MAIL]]
A: perfect and we'll do a meet and greet on [[the twenty eighth|DATE]] so biscuit can get to know me
"""),
    ("plumbing emergency", "block", f"""
[[rooter pros plumbing|ORG]] emergency line this is [[wade|PER|wade]] hi [[wade|PER|wade]] thank god someone answered my water heater
burst and there's like two inches of water in the basement okay ma'am first thing shut off the main water valve it's
usually on the front wall where the line comes in okay i'm gonna have to wade through all this to get there is the power
still on down there yes um the washer's down there then don't wade in if anything's plugged in near the water flip the
breaker first okay okay i did it what's your name and address [[teresa gutierrez|PER|ter]] [[eighty five twelve elmhurst avenue|ADR]]
in [[queens|LOC]] [[one one three seven three|PC]] the cross street is [[broadway|LOC]] okay i can have a tech there in about an
hour his name is [[vikram|PER]] the after hours call out is one ninety nine plus the repair and i need a card to hold
the appointment okay it's a visa [[{say(CC_PLUMBER, "1111 1111 1111 1111")}|CC|cc]] and the name on the card [[teresa m gutierrez|PER|ter]]
let me read it back [[{say(CC_PLUMBER, "22 22 22 22")}|CC|cc]] yes and a callback number [[three four seven, five two oh, nine nine one four|TEL]]
got it should i call my landlord yes let him know he might want his insurance to know too okay his name is [[hector ramos|PER]]
i'll call him your job number is [[j b seven seven three oh nine|ID]] and he will call when he's ten minutes away
thank you so much [[wade|PER|wade]]
"""),
    ("airline lost item", "labels", """
agent: thank you for calling [[delta|ORG]] baggage service at [[hartsfield jackson|LOC]] this is [[keisha|PER]]
customer: hi um i left my laptop on a flight yesterday and i'm hoping someone found it
agent: i'm sorry to hear that do you have your flight number and seat
customer: it was flight twelve forty seven from [[seoul|LOC]] seat thirty two a
agent: and your name as it appears on the ticket
customer: [[park min jun|PER|mj]] last name [[p as in papa a r k|SPELL|mj]]
agent: thank you mister [[park|PER|mj]] what does the laptop look like
customer: it's a silver macbook air with a [[seoul national university|ORG]] sticker on the lid
agent: okay do you know the serial number
customer: i think it's [[c zero two x k four five j q six l r|ID]] it was on the box
agent: thank you i've opened a lost item report your file reference is [[a t l d l four four nine one seven|ID]]
customer: okay
agent: and a phone number where we can reach you
customer: my korean number is [[plus eight two, one oh, four four seven one, two two oh nine|TEL]] or i'm at a hotel here
agent: and an email
customer: [[minjun underscore park at naver dot com|MAIL]]
agent: and your skymiles number
customer: [[nine oh three, three one eight, seven seven four, two|ID]]
agent: okay if it's found we can send it to a local address are you staying in [[atlanta|LOC]]
customer: yes at the [[westin peachtree plaza|ORG]] until [[the twenty third|DATE]] room nineteen oh eight
agent: perfect you can also check the status online or at one eight hundred, three two five, eight eight four seven
customer: thank you
"""),
]


def main():
    assert len(CALLS) == 30
    make_set("asr2", CALLS, NAME_WORDS, (350, 450))


if __name__ == "__main__":
    main()
