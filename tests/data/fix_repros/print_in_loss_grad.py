"""print() of an intermediate inside a loss that is differentiated: prints a JVPTracer.

kind: print
symptom: prints-tracer
run: main()
"""
import jax
import jax.numpy as jnp


def loss(w):
    pred = jnp.tanh(w)
    print("pred:", pred)
    return jnp.sum(pred ** 2)


def main():
    return jax.jit(jax.grad(loss))(jnp.array([0.5, -0.5]))
