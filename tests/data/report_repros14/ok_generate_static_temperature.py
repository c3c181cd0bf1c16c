# Thread: https://github.com/ml-gde/jaxgarden/pull/22
# Shape: the same helpers with the temperature declared static too (a Python float in static_argnames), so the validation and the builtin max see a concrete value
# expect: ok
import jax
import jax.numpy as jnp

EPSILON = 1e-9


def temperature_scale(logits, temperature):
    if temperature <= 0:
        raise ValueError(f"Temperature must be positive, got {temperature}")
    safe_temperature = max(temperature, EPSILON)
    return logits / safe_temperature


def top_k_logits(logits, k):
    values, _ = jax.lax.top_k(logits, k)
    return jnp.where(logits < values[..., -1:], -jnp.inf, logits)


def sample_logits(rng, logits, temperature=1.0, top_k=None):
    logits = temperature_scale(logits, temperature)
    if top_k is not None:
        logits = top_k_logits(logits, top_k)
    return jax.random.categorical(rng, logits, axis=-1)


def generate(params, input_ids, rng, max_length, temperature=1.0, top_k=None):
    tokens = input_ids
    for _ in range(max_length):
        rng, step_rng = jax.random.split(rng)
        logits = jnp.tanh(params[tokens[:, -1]])
        next_token = sample_logits(step_rng, logits, temperature, top_k)
        tokens = jnp.concatenate([tokens, next_token[:, None]], axis=1)
    return tokens


params = jax.random.normal(jax.random.key(0), (32, 32))
generate_jit = jax.jit(generate, static_argnames=("max_length", "temperature", "top_k"))
print(generate_jit(params, jnp.zeros((2, 1), dtype=jnp.int32), jax.random.key(1), max_length=4, temperature=0.8, top_k=5))
