"""Evaluation: how well detection, masking and filling did."""
