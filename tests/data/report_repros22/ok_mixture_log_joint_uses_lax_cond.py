# Thread: https://github.com/pyro-ppl/numpyro/pull/1028
# Shape: the pull request's answer: the branch on the sampled cluster is a `lax.cond`, which traces both likelihoods and selects at run time
# expect: ok
import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def log_joint(cluster, x):
    lp = norm.logpdf(cluster)
    return lp + jax.lax.cond(
        cluster > 0,
        lambda v: norm.logpdf(v, 1.0, 0.5),
        lambda v: norm.logpdf(v, -1.0, 0.5),
        x,
    )


def neg_elbo(guide_params, key, x):
    eps = jax.random.normal(key)
    cluster = guide_params["loc"] + jnp.exp(guide_params["log_scale"]) * eps
    return -(log_joint(cluster, x) + guide_params["log_scale"])


@jax.jit
def svi_step(guide_params, key, x):
    loss, grads = jax.value_and_grad(neg_elbo)(guide_params, key, x)
    return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, guide_params, grads), loss


guide_params = {"loc": jnp.asarray(0.5), "log_scale": jnp.asarray(0.0)}
guide_params, loss = svi_step(guide_params, jax.random.key(0), 0.8)
print(loss)
