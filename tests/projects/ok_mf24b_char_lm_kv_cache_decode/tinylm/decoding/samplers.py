"""Next-token samplers, registered by name."""
import jax
import jax.numpy as jnp

SAMPLERS = {}


def sampler(name):
    def register(fn):
        SAMPLERS[name] = fn
        return fn
    return register


@sampler("greedy")
def greedy(key, logits, temperature, top_k):
    return jnp.argmax(logits)


@sampler("temperature")
def temperature_sample(key, logits, temperature, top_k):
    drawn = jax.random.categorical(key, logits / jnp.maximum(temperature, 1e-6))
    return jnp.where(temperature <= 0.0, jnp.argmax(logits), drawn)


@sampler("top_k")
def top_k_sample(key, logits, temperature, top_k):
    kth = jnp.sort(logits)[-top_k]
    return jax.random.categorical(key, jnp.where(logits >= kth, logits, -jnp.inf) / temperature)


def get_sampler(name):
    return SAMPLERS[name]
