"""Evaluation: how well detection, masking and filling did."""

# Rows of the utility tables (`evaluate lm`, `evaluate asr`) that are not fill methods.
REFERENCE_METHODS = ("oracle", "baseline0", "baseline1")  # raw; masks kept; masks kept, zero loss
OUTSIDE_GAP = ("generic_lm", "no_lm")  # not versions of the in-domain corpus: no gap closed
# The perplexity table's fairer Baseline0: the same model, scored with "[MASK]"'s
# probability removed and the rest renormalised (raw test text never holds a mask).
BASELINE0_RENORM = "baseline0_renorm"
