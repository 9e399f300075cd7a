"""Engines run a stage over a whole corpus: the run driver (`runs.drive`: resume, error
records, atomic outputs) and the local runs of mask, fill and run built on it
(`runs`) and the same run on Ray actors (`on_ray`); their checkpoints are `pseudofill.checkpoint`'s."""

from .runs import RunSummary, fill_file, mask, mask_file, restore_file, run, run_file

__all__ = ["RunSummary", "fill_file", "mask", "mask_file", "restore_file", "run", "run_file"]
