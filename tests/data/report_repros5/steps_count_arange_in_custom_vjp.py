# Thread: https://github.com/jax-ml/jax/issues/12047
# Shape: the number of solver steps comes out of a lax.while_loop and is then handed to jnp.arange inside a custom_vjp function, differentiated under jit
# expect: ConcretizationTypeError at line 25
import jax
import jax.numpy as jnp
from jax import lax


def number_of_steps(t0, t1, step_size):
    def cond_fn(carry):
        t, n = carry
        return t < t1

    def body_fn(carry):
        t, n = carry
        return t + step_size, n + 1

    _, n = lax.while_loop(cond_fn, body_fn, (t0, 0))
    return n


@jax.custom_vjp
def integrate(x, t0, t1, step_size):
    n = number_of_steps(t0, t1, step_size)
    s = jnp.sum(jnp.arange(n))
    return x ** s


def integrate_fwd(x, t0, t1, step_size):
    return integrate(x, t0, t1, step_size), x


def integrate_bwd(x, g):
    return g * 2.0 * x, None, None, None


integrate.defvjp(integrate_fwd, integrate_bwd)
print(jax.jit(jax.grad(integrate))(1.5, 0.0, 1.0, 0.25))
