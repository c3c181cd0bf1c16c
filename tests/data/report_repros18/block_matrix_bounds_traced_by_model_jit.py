# Thread: https://github.com/pyro-ppl/numpyro/issues/1212
# Shape: the thread's two-step model: `f1` computes the block boundaries of a big matrix from the angular degrees, `f2` tiles small matrices into the big one by slicing at those boundaries; the model is jitted (as numpyro's MCMC does), so the degrees arrive traced and the slice bounds are tracers
# expect: TypeError at line 17
import jax
import jax.numpy as jnp


def f1(ells):
    sizes = [2 * ell + 1 for ell in ells]
    ends = jnp.cumsum(jnp.array(sizes))
    return [(e - s, e) for s, e in zip(sizes, ends)]


def f2(bounds, coeffs, dim):
    big_matrix = jnp.zeros((dim, dim))
    for (start, end), c in zip(bounds, coeffs):
        small_matrix = c * jnp.eye(end - start)
        big_matrix = big_matrix.at[start:end, start:end].set(small_matrix)
    return big_matrix


@jax.jit
def model(ells, coeffs):
    a = f1(ells)
    b = f2(a, coeffs, 9)
    return jnp.trace(b)


print(model((0, 1, 2), jnp.array([1.0, 2.0, 3.0])))
