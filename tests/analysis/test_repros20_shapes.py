"""Shapes the twentieth set of report repros (tests/data/report_repros20/) showed the analysis
missing, each with a buggy and a working variant: run under JAX first (the label), then linted.

- unpacking a JAX array gives JAX arrays (its rows, or 0-d arrays), which hash() rejects:
  `rng, step_rng = jax.random.split(rng)` handed to a `static_argnums` position raises ValueError
  (JAX810); a NumPy array's items are NumPy scalars, which hash, and stay silent;
- `jax.devices()` and `jax.local_devices()` return lists of Devices: an element handed to a
  parameter jit traces raises TypeError (JAX811); passed to `jax.device_put`, or at a static
  position (a Device hashes), it is fine;
- a function that splits its key parameter and returns the new key (`key, sub = split(key)`)
  consumes the key its caller passed, though its own name then holds a fresh one: a loop that
  discards the returned key hands the same key every iteration, and a use of the old key after
  the call reuses it (JAX320, KeyReuseError under the checker); rebinding from the returned key
  is fine. The same through `self.step(...)` of a `@staticmethod` (no instance filled in);
- `np.array([...])` of string or bytes literals has a string dtype jit cannot trace: handed to a
  traced parameter, alone or in a dict (a batch's `id` column, through a loader function), it
  raises TypeError (JAX811); once `del batch["id"]` (or `.pop`) removes it the call is fine, and a
  container changed in place is not judged by its display.
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import functools\n\nimport jax\nimport jax.numpy as jnp\nimport numpy as np\n\n"
CHECKED = 'jax.config.update("jax_debug_key_reuse", True)\n\n'

_SPLIT_KEY_STATIC = """
def step(params, rng):
    return params + jax.random.normal(rng, params.shape)


step = jax.jit(step, static_argnums=(1,))
rng = jax.random.PRNGKey(0)
params = jnp.zeros(3)
for _ in range(2):
    rng, step_rng = jax.random.split(rng)
    params = step(params, step_rng)
"""

_SPLIT_KEY_TRACED = """
def step(params, rng):
    return params + jax.random.normal(rng, params.shape)


step = jax.jit(step)
rng = jax.random.PRNGKey(0)
params = jnp.zeros(3)
for _ in range(2):
    rng, step_rng = jax.random.split(rng)
    params = step(params, step_rng)
"""

_NUMPY_ITEMS_STATIC = """
@functools.partial(jax.jit, static_argnums=(1, 2))
def tile(x, rows, cols):
    return jnp.tile(x, (rows, cols))


rows, cols = np.array([2, 3])
tile(jnp.ones(2), rows, cols)
"""

_DEVICE_TRACED = """
def normalise(x):
    return x / jnp.linalg.norm(x)


x = jax.device_put(jnp.ones(3), jax.devices()[0])
jax.jit(normalise)(jax.devices()[0])
"""

_LOCAL_DEVICE_VARIABLE_TRACED = """
@jax.jit
def place(x, device):
    return x * 2


device = jax.local_devices()[0]
place(jnp.ones(3), device)
"""

_DEVICE_PLACES_DATA = """
def normalise(x):
    return x / jnp.linalg.norm(x)


x = jax.device_put(jnp.ones(3), jax.devices()[0])
jax.jit(normalise)(x)
"""

_DEVICE_STATIC = """
@functools.partial(jax.jit, static_argnums=1)
def place(x, device):
    return x * 2


place(jnp.ones(3), jax.devices()[0])
"""

_RETURNED_KEY_DISCARDED_IN_LOOP = CHECKED + """
@jax.jit
def update(params, key):
    key, noise_key = jax.random.split(key)
    return params + 0.1 * jax.random.normal(noise_key, params.shape), key


def train(params, key, steps):
    for _ in range(steps):
        params, _ = update(params, key)
    return params


train(jnp.zeros(3), jax.random.key(0), 2)
"""

_RETURNED_KEY_STORED_IN_LOOP = CHECKED + """
@jax.jit
def update(params, key):
    key, noise_key = jax.random.split(key)
    return params + 0.1 * jax.random.normal(noise_key, params.shape), key


def train(params, key, steps):
    for _ in range(steps):
        params, key = update(params, key)
    return params


train(jnp.zeros(3), jax.random.key(0), 2)
"""

_OLD_KEY_USED_AFTER_ADVANCING_CALL = CHECKED + """
def advance(key):
    key, sub = jax.random.split(key)
    return key, jax.random.uniform(sub)


def sample(key):
    new_key, u = advance(key)
    return u + jax.random.normal(key)


sample(jax.random.key(0))
"""

_NEW_KEY_USED_AFTER_ADVANCING_CALL = CHECKED + """
def advance(key):
    key, sub = jax.random.split(key)
    return key, jax.random.uniform(sub)


def sample(key):
    key, u = advance(key)
    return u + jax.random.normal(key)


sample(jax.random.key(0))
"""

_STATICMETHOD_THROUGH_SELF_DISCARDS_KEY = CHECKED + """
class Agent:
    def __init__(self):
        self.key = jax.random.key(0)
        self.params = jnp.zeros(3)

    @staticmethod
    @jax.jit
    def _update(params, key):
        key, noise_key = jax.random.split(key)
        return params + jax.random.normal(noise_key, params.shape), key

    def train(self, steps):
        for _ in range(steps):
            self.params, _ = self._update(self.params, self.key)


Agent().train(2)
"""

_STATICMETHOD_THROUGH_SELF_STORES_KEY = CHECKED + """
class Agent:
    def __init__(self):
        self.key = jax.random.key(0)
        self.params = jnp.zeros(3)

    @staticmethod
    @jax.jit
    def _update(params, key):
        key, noise_key = jax.random.split(key)
        return params + jax.random.normal(noise_key, params.shape), key

    def train(self, steps):
        for _ in range(steps):
            self.params, self.key = self._update(self.params, self.key)


Agent().train(2)
"""

_BYTES_COLUMN_IN_BATCH = """
@jax.jit
def evaluate(params, batch):
    return jnp.mean(batch["image"] @ params)


def load_batch():
    return {"image": np.ones((2, 3), np.float32), "id": np.array([b"a_001", b"a_002"])}


batch = load_batch()
evaluate(jnp.ones(3), batch)
"""

_BYTES_COLUMN_DELETED = """
@jax.jit
def evaluate(params, batch):
    return jnp.mean(batch["image"] @ params)


def load_batch():
    return {"image": np.ones((2, 3), np.float32), "id": np.array([b"a_001", b"a_002"])}


batch = load_batch()
del batch["id"]
evaluate(jnp.ones(3), batch)
"""

_NAMES_COLUMN_POPPED = """
@jax.jit
def evaluate(params, batch):
    return jnp.mean(batch["image"] @ params)


batch = {"image": np.ones((2, 3), np.float32), "name": np.array(["cat", "dog"])}
names = batch.pop("name")
evaluate(jnp.ones(3), batch)
"""

_STRING_ARRAY_TRACED = """
@jax.jit
def count(labels):
    return labels.shape[0]


count(np.array(["cat", "dog", "cat"]))
"""

_NUMBER_ARRAY_TRACED = """
@jax.jit
def count(labels):
    return labels.shape[0]


count(np.array([1, 2, 1]))
"""

SHAPES = {
    "split_key_unpacked_to_static_position": (_SPLIT_KEY_STATIC, "ValueError", "JAX810"),
    "split_key_unpacked_to_traced_position": (_SPLIT_KEY_TRACED, None, None),
    "numpy_items_unpacked_to_static_positions": (_NUMPY_ITEMS_STATIC, None, None),
    "device_element_to_traced_parameter": (_DEVICE_TRACED, "TypeError", "JAX811"),
    "local_device_variable_to_traced_parameter": (_LOCAL_DEVICE_VARIABLE_TRACED, "TypeError", "JAX811"),
    "device_places_the_data": (_DEVICE_PLACES_DATA, None, None),
    "device_at_static_position": (_DEVICE_STATIC, None, None),
    "returned_key_discarded_in_loop": (_RETURNED_KEY_DISCARDED_IN_LOOP, "KeyReuseError", "JAX320"),
    "returned_key_stored_in_loop": (_RETURNED_KEY_STORED_IN_LOOP, None, None),
    "old_key_used_after_advancing_call": (_OLD_KEY_USED_AFTER_ADVANCING_CALL, "KeyReuseError", "JAX320"),
    "new_key_used_after_advancing_call": (_NEW_KEY_USED_AFTER_ADVANCING_CALL, None, None),
    "staticmethod_through_self_discards_key": (_STATICMETHOD_THROUGH_SELF_DISCARDS_KEY, "KeyReuseError", "JAX320"),
    "staticmethod_through_self_stores_key": (_STATICMETHOD_THROUGH_SELF_STORES_KEY, None, None),
    "bytes_column_in_batch_from_loader": (_BYTES_COLUMN_IN_BATCH, "TypeError", "JAX811"),
    "bytes_column_deleted_before_call": (_BYTES_COLUMN_DELETED, None, None),
    "names_column_popped_before_call": (_NAMES_COLUMN_POPPED, None, None),
    "string_array_to_traced_parameter": (_STRING_ARRAY_TRACED, "TypeError", "JAX811"),
    "number_array_to_traced_parameter": (_NUMBER_ARRAY_TRACED, None, None),
}


@pytest.fixture(autouse=True)
def _restore_key_reuse_flag():
    import jax

    saved = jax.config.jax_debug_key_reuse
    yield
    jax.config.update("jax_debug_key_reuse", saved)


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_repros20_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)
