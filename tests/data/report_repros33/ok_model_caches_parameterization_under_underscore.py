# Thread: https://github.com/PyAutoLabs/PyAutoFit/pull/1300
# Shape: the fix the pull request describes: the parameterization string is cached under the underscore-prefixed key `_parameterization_cache`, which `instance_for_arguments` skips, so the instance handed to the jitted likelihood holds only the prior values
# expect: ok
import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class ModelInstance:
    pass


def _instance_flatten(instance):
    names = sorted(vars(instance))
    return [getattr(instance, name) for name in names], tuple(names)


def _instance_unflatten(names, children):
    instance = ModelInstance()
    for name, value in zip(names, children):
        setattr(instance, name, value)
    return instance


register_pytree_node(ModelInstance, _instance_flatten, _instance_unflatten)


class Model:
    def __init__(self, **priors):
        self.prior_names = tuple(priors)
        self.priors = priors

    @property
    def parameterization(self):
        if "_parameterization_cache" not in self.__dict__:
            self._parameterization_cache = ", ".join(
                f"{name} ~ U({low}, {high})" for name, (low, high) in self.priors.items())
        return self._parameterization_cache

    @property
    def info(self):
        return f"Model({self.parameterization})"

    def instance_for_arguments(self, values):
        instance = ModelInstance()
        for name, value in zip(self.prior_names, values):
            setattr(instance, name, value)
        for key, value in self.__dict__.items():
            if not key.startswith("_") and key not in ("prior_names", "priors"):
                setattr(instance, key, value)
        return instance


@jax.jit
def log_likelihood(instance, xvalues, data):
    model_data = instance.normalization * jnp.exp(-0.5 * ((xvalues - instance.centre) / instance.sigma) ** 2)
    return -0.5 * jnp.sum((data - model_data) ** 2)


model = Model(centre=(0.0, 10.0), normalization=(0.0, 5.0), sigma=(0.1, 3.0))
print(model.info)
xvalues = jnp.linspace(0.0, 10.0, 20)
instance = model.instance_for_arguments(jnp.array([5.0, 1.0, 2.0]))
print(log_likelihood(instance, xvalues, jnp.zeros(20)))
