"""The one training loop: it learns, it follows its schedule, it clips, it reports."""

from __future__ import annotations

import math

import pytest
import torch

from pseudofill.training import Schedule, fit


def test_fit_lowers_the_loss_of_a_tiny_regression():
    torch.manual_seed(0)
    x = torch.randn(64, 4)
    y = x @ torch.tensor([[1.0], [-2.0], [0.5], [3.0]]) + 0.25
    model = torch.nn.Linear(4, 1)
    losses = fit(model, lambda step: torch.nn.functional.mse_loss(model(x), y),
                 Schedule(steps=300, lr=0.05, warmup=10, decay="cosine"))
    assert len(losses) == 300 and losses[-1] < 0.01 * losses[0]
    assert not model.training  # handed back ready for inference


def test_warmup_then_cosine_down_to_the_floor():
    schedule = Schedule(steps=100, lr=1.0, warmup=10, decay="cosine")
    assert schedule.lr_at(0) == pytest.approx(0.1 * 0.5 * (1 + math.cos(0.0)))
    assert schedule.lr_at(4) == pytest.approx(0.5 * 0.5 * (1 + math.cos(math.pi * 4 / 100)))
    assert schedule.lr_at(50) == pytest.approx(0.5)
    assert schedule.lr_at(90) == pytest.approx(0.1) and schedule.lr_at(99) == pytest.approx(0.1)  # the floor
    values = [schedule.lr_at(s) for s in range(100)]
    assert max(values) == values[9]  # peak where warm-up ends


def test_constant_schedule_keeps_lr_exactly():
    schedule = Schedule(steps=5, lr=2e-4)
    assert {schedule.lr_at(s) for s in range(5)} == {2e-4}
    assert Schedule(steps=5, lr=1.0, warmup=4).lr_at(1) == 0.5


def _steps_taken(schedule: Schedule) -> list[float]:
    """Parameter change at every step of a loss with a constant gradient: Adam then moves by
    exactly its learning rate (up to eps), which shows the rate fit really used."""
    model = torch.nn.Linear(1, 1, bias=False, dtype=torch.float64)  # float32 would blur the step sizes
    values = [model.weight.item()]
    fit(model, lambda step: 3.0 * model.weight.sum(), schedule,
        on_step=lambda step, loss: values.append(model.weight.item()))
    return [before - after for before, after in zip(values, values[1:], strict=False)]


def test_fit_applies_the_schedule_at_every_step():
    constant = Schedule(steps=4, lr=0.01, weight_decay=0.0)
    assert _steps_taken(constant) == pytest.approx([0.01] * 4, rel=1e-6)
    cosine = Schedule(steps=6, lr=0.01, weight_decay=0.0, warmup=3, decay="cosine")
    assert _steps_taken(cosine) == pytest.approx([cosine.lr_at(s) for s in range(6)], rel=1e-6)


def test_clipping_bounds_the_gradient_norm():
    def last_gradient_norm(clip: float | None) -> float:
        torch.manual_seed(0)
        model = torch.nn.Linear(8, 8)
        x = torch.randn(16, 8)
        fit(model, lambda step: 1000.0 * model(x).pow(2).mean(), Schedule(steps=3, lr=1e-3, clip=clip))
        return float(torch.nn.utils.get_total_norm([p.grad for p in model.parameters()]))

    assert last_gradient_norm(None) > 10.0
    assert last_gradient_norm(1.0) <= 1.0 + 1e-5


def test_only_the_given_parameters_learn_and_progress_goes_to_stderr(capsys):
    model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
    frozen = model[0].weight.detach().clone()
    x = torch.ones(3, 2)
    fit(model, lambda step: model(x).pow(2).mean(), Schedule(steps=3, lr=0.1), parameters=model[1].parameters(),
        label="toy")
    assert torch.equal(model[0].weight, frozen)
    err = capsys.readouterr().err
    assert "toy: step 3/3 loss " in err and err.endswith("\n")


def test_unknown_decay_is_refused():
    with pytest.raises(ValueError, match="decay"):
        Schedule(steps=1, lr=1.0, decay="linear")
