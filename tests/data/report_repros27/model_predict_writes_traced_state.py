# Thread: https://github.com/liesel-devs/liesel/pull/308
# Shape: a model object keeps its state in a dict on `self`; `predict` writes the traced parameter sample into that state and recomputes the mean through `update`, and it is called from a jitted, vmapped predictive function, so the module-level model keeps tracers that a later eager `update` reads
# expect: UnexpectedTracerError at line 14; cause line 20
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
        if x is not None:
            self.x = x
        self.state["beta"] = beta
        return self.update()


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
