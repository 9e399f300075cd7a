"""What detection, the fill and the evaluation share and none of them owns: the labels and,
as they move here, the word lists both sides read.  It imports none of the stages."""
