from ..registry import DEFAULTS, POLICIES
from . import eps_greedy, softmax, thompson, ucb  # noqa: F401  (register the policies)


def make_policy(name, n_arms, **overrides):
    return POLICIES[name](n_arms, **{**DEFAULTS[name], **overrides})


__all__ = ["make_policy", "POLICIES"]
