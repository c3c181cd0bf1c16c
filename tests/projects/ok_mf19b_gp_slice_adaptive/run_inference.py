"""GP classification by elliptical slice sampling, then logistic regression by adaptive Metropolis."""
import jax
import jax.numpy as jnp
import numpy as np

from bayeskit import ESS, AdaptiveMetropolis, build_kernel, run_chain
from bayeskit.config import ChainConfig, GPConfig
from bayeskit.diagnostics import effective_sample_size
from bayeskit.models.gp_classifier import GPClassifier
from bayeskit.models.logistic import make_log_density


def toy_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = np.sort(rng.uniform(-3.0, 3.0, n))[:, None].astype(np.float32)
    y = (np.sin(2.0 * x[:, 0]) + 0.3 * rng.standard_normal(n) > 0).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main(gp_cfg=GPConfig(), chain_cfg=ChainConfig()):
    x, y = toy_data(gp_cfg.n_points)
    model = GPClassifier(build_kernel(gp_cfg), x, y, gp_cfg.jitter)
    chol = jax.jit(model.prior_chol)()
    ess = ESS(model.log_likelihood, chol)
    key = jax.random.key(chain_cfg.seed)
    k_gp, k_lr = jax.random.split(key)
    states, infos = run_chain(ess, ess.init(jnp.zeros(gp_cfg.n_points)), k_gp, chain_cfg.n_samples)
    print("ESS mean shrinks", float(infos["shrinks"].mean()))

    X = jnp.concatenate([x, jnp.ones_like(x)], axis=1)
    am = AdaptiveMetropolis(make_log_density(X, y), chain_cfg.target_accept, chain_cfg.init_scale)
    am_states, am_infos = run_chain(am, am.init(jnp.zeros(2)), k_lr, chain_cfg.n_samples)
    print("AM acceptance", float(am_infos["accept_prob"].mean()),
          "ESS of w0", effective_sample_size(am_states.x[:, 0]))
    return states, am_states


if __name__ == "__main__":
    main()
