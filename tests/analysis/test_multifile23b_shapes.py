"""Multi-file round 23b (the mf23b_* projects): the capabilities it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- A factory whose `return` is a conditional expression (`return DPClient(client) if privacy else
  client`) or a name it binds once to a construction (`client = LocalClient(...)`; `return client`)
  builds an object of each branch's class (a choice when they differ); before, only a factory
  returning a construction or its parameter did.
- `DPClient(client, **privacy)`: a parameter passed by name or by position before a `**` spread is
  what the constructor receives (the spread cannot pass it again), so `self.client` holds the
  object; the parameters the spread may set stay unknown, and a `*` spread leaves every one unknown.
- `jax.vmap(self.client.local_update)` with the client any of several objects: the transform runs
  each option's method (before, a choice's method handed to a transform was not followed).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

_CLIENTS = """
import jax
import jax.numpy as jnp


class Local:
    def __init__(self, lr, warmup=1):
        self.lr, self.warmup = lr, warmup

    def update(self, x, step):
        BODY
        return x * lr


class Wrapper:
    def __init__(self, inner):
        self.inner = inner

    def __getattr__(self, name):
        return getattr(self.inner, name)


class Private(Wrapper):
    def __init__(self, inner, clip=1.0, noise=0.0):
        super().__init__(inner)
        self.clip, self.noise = clip, noise

    def update(self, x, step):
        return jnp.clip(self.inner.update(x, step), -self.clip, self.clip)


def make_client(settings):
    FACTORY


class Server:
    def __init__(self, client):
        self.client = client
        self._round = jax.jit(self.run_round)

    def run_round(self, xs, step):
        return CALL


Server(make_client({"lr": 0.1, "privacy": {"clip": 1.0}}))._round(jnp.ones((3, 2)), jnp.asarray(0))
"""

_IF = """lr = self.lr
        if step < self.warmup:
            lr = lr * 0.1"""
_WHERE = "lr = jnp.where(step < self.warmup, self.lr * 0.1, self.lr)"
_CHOSEN = """client = Local(settings["lr"])
    privacy = settings.get("privacy")
    return Private(client, **privacy) if privacy else client"""
_VMAPPED = "jax.vmap(self.client.update, (0, None))(xs, step)"

CLIENT_CASES = [
    # a conditional return, one branch a name bound to a construction, the other a `**` construction
    ("factory_ifexp_vmap_choice", _IF, _CHOSEN, _VMAPPED, "TracerBoolConversionError", "JAX101"),
    ("factory_ifexp_vmap_choice_where", _WHERE, _CHOSEN, _VMAPPED, None, ""),
    # the name alone, called directly
    ("factory_returns_bound_name", _IF, 'client = Local(settings["lr"])\n    return client',
     "self.client.update(xs, step)", "TracerBoolConversionError", "JAX101"),
    # the wrapped client passed before a `**` spread: self.inner is the Local object
    ("factory_double_star_construction", _IF, 'return Private(Local(settings["lr"]), **settings["privacy"])',
     "self.client.update(xs, step)", "TracerBoolConversionError", "JAX101"),
    # the wrapped client inside the spread: what self.inner holds is not known, nothing is said
    ("factory_inner_in_the_spread", _IF,
     'return Private(**{"inner": Local(settings["lr"]), **settings["privacy"]})',
     "self.client.update(xs, step)", "TracerBoolConversionError", ""),
    # a `*` spread shifts the positions: nothing is known of what the constructor receives
    ("factory_star_spread", _IF, 'return Private(*[Local(settings["lr"])])',
     "self.client.update(xs, step)", "TracerBoolConversionError", ""),
]


@pytest.mark.parametrize("name, body, factory, call, error, finding", CLIENT_CASES, ids=[c[0] for c in CLIENT_CASES])
def test_a_factory_choosing_a_wrapped_client(name, body, factory, call, error, finding):
    source = _CLIENTS.replace("BODY", body).replace("FACTORY", factory).replace("CALL", call)
    assert_shape_case(name, source, error, finding)
