# Thread: https://github.com/liesel-devs/liesel/pull/308
# Shape: `predict` works on a copy of the state and returns the prediction without writing to `self`, so the model keeps only its concrete state after the jitted predictive runs
# expect: ok
import jax
import jax.numpy as jnp


class Model:
    def __init__(self, beta, x):
        self.x = x
        self.state = {"beta": beta, "mu": x @ beta}

    def update(self):
        self.state["mu"] = self.x @ self.state["beta"]
        return self.state["mu"]

    def predict(self, beta, x=None):
        state = dict(self.state)
        state["beta"] = beta
        x = self.x if x is None else x
        return x @ state["beta"]


x = jnp.ones((5, 3))
model = Model(jnp.zeros(3), x)


@jax.jit
def posterior_predictive_mean(beta_samples, x_new):
    preds = jax.vmap(lambda b: model.predict(b, x_new))(beta_samples)
    return preds.mean(axis=0)


samples = jax.random.normal(jax.random.key(0), (100, 3))
print(posterior_predictive_mean(samples, x).shape)
model.x = 2.0 * x
print(model.update())
