"""Token prices and the charge of one request, in integer micro-dollars (Decimal at the edges).

Rates are micro-dollars per 1M tokens (``$0.15 / 1M`` is ``150_000``). The charge of a request is
rounded once, per request, half up::

    price_micros = round_half_up((prompt_tokens × input_rate + completion_tokens × output_rate)
                                 / 1_000_000)

Cached prompt tokens are charged at the input rate. Exports and rollups only ever *sum* the
stored per-request integers, so every total reconciles exactly with its line items.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

MICROS = 1_000_000
TOKENS_PER_RATE = 1_000_000


def dollars_to_micros(dollars: Decimal | str | int) -> int:
    """Exact conversion; more than 6 decimal places (below a micro-dollar) is an error."""
    value = Decimal(str(dollars)) * MICROS
    if value != value.to_integral_value() or value < 0:
        raise ValueError(f"{dollars} is not a non-negative amount in whole micro-dollars")
    return int(value)


def micros_to_dollars(micros: int) -> Decimal:
    return (Decimal(micros) / MICROS).quantize(Decimal("0.000001"))


def round_half_up_div(numerator: int, denominator: int) -> int:
    """Integer division rounding halves up (non-negative inputs)."""
    return (2 * numerator + denominator) // (2 * denominator)


@dataclass(frozen=True, slots=True)
class Rate:
    input_micros_per_mtok: int
    output_micros_per_mtok: int

    def charge(self, prompt_tokens: int, completion_tokens: int) -> int:
        raw = prompt_tokens * self.input_micros_per_mtok + \
            completion_tokens * self.output_micros_per_mtok
        return round_half_up_div(raw, TOKENS_PER_RATE)


@dataclass(frozen=True, slots=True)
class PriceTable:
    """An immutable snapshot of the price book: defaults per model, overrides per tenant."""

    defaults: Mapping[str, Rate] = field(default_factory=dict)
    overrides: Mapping[tuple[str, str], Rate] = field(default_factory=dict)  # (tenant, model)

    def rate(self, tenant_id: str, model: str) -> Rate | None:
        """The tenant's own price for the model, else the default, else None (no price)."""
        return self.overrides.get((tenant_id, model)) or self.defaults.get(model)
