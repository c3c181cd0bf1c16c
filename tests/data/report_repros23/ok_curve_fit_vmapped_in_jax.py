# Thread: https://github.com/Dipolar-Quantum-Gases/jaxfit/issues/1
# Shape: the simplified JIT-compatible fit the maintainer promises: conversion with `jnp.asarray`, no host-side validation, so it vmaps over datasets
# expect: ok
import jax
import jax.numpy as jnp


def model(x, a, b):
    return a * jnp.exp(-b * x)


def curve_fit(f, xdata, ydata, p0, steps=20):
    xdata = jnp.asarray(xdata, dtype=float)
    ydata = jnp.asarray(ydata, dtype=float)
    p = jnp.asarray(p0)
    for _ in range(steps):
        r = ydata - f(xdata, *p)
        J = jax.jacfwd(lambda q: f(xdata, *q))(p)
        p = p + jnp.linalg.lstsq(J, r)[0]
    return p


x = jnp.linspace(0.0, 4.0, 50)
ys = jnp.stack([model(x, a, 1.3) for a in (1.0, 2.0, 3.0)])
popts = jax.vmap(lambda y: curve_fit(model, x, y, p0=[1.0, 1.0]))(ys)
print(popts)
