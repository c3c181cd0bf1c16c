# Thread: https://github.com/ott-jax/ott/pull/570
# Shape: a progressive-OT solver class validates its interpolation schedule in `__init__` with `assert all(0.0 <= a <= 1.0 for a in alphas)`; the solver is built inside the jitted fit from the traced `alphas` argument, so the chained comparison on a tracer is converted to bool
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


class ProgOT:
    def __init__(self, alphas, epsilons=None, num_iters=10):
        assert all(0.0 <= a <= 1.0 for a in alphas), "alphas must lie in [0, 1]"
        if epsilons is not None:
            assert len(epsilons) == len(alphas), "one epsilon per step"
        self.alphas = alphas
        self.epsilons = epsilons
        self.num_iters = num_iters

    def step(self, x, y, alpha):
        displacement = y - x
        return x + alpha * displacement

    def __call__(self, x, y):
        xs = [x]
        for t in range(len(self.alphas)):
            xs.append(self.step(xs[-1], y, self.alphas[t]))
        return jnp.stack(xs)


@jax.jit
def fit(x, y, alphas):
    solver = ProgOT(alphas)
    return solver(x, y)


x = jnp.zeros((8, 2))
y = jnp.ones((8, 2))
alphas = jnp.array([0.25, 0.5, 1.0])
print(fit(x, y, alphas).shape)
