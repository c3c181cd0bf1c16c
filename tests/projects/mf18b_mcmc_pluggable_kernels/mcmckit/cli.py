"""Sample the funnel with HMC and MALA and print diagnostics."""
import argparse

import jax
import jax.numpy as jnp

from .adaptation import StepSizeAdapter
from .config import TARGET_SETTINGS, SamplerConfig
from .diagnostics import effective_sample_size, split_rhat
from .driver import run_chains
from .kernels import HMC, MALA
from .targets import Funnel
from .utils import Timer, format_summary


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--chains", type=int, default=SamplerConfig.n_chains)
    args = parser.parse_args(argv)
    cfg = SamplerConfig(n_chains=args.chains)

    target = Funnel(cfg.dim, **TARGET_SETTINGS["funnel"])
    adapter = StepSizeAdapter(cfg.target_accept)
    key = jax.random.key(cfg.seed)
    k_init, k_hmc, k_mala = jax.random.split(key, 3)
    init = target.initial_position() + 0.1 * jax.random.normal(k_init, (cfg.n_chains, cfg.dim))

    results = {}
    for name, kernel, k in (("hmc", HMC(target.log_prob, cfg.max_leapfrog), k_hmc),
                            ("mala", MALA(target.log_prob), k_mala)):
        with Timer(name) as timer:
            result = jax.block_until_ready(run_chains(kernel, adapter, k, init, cfg))
        rhat = split_rhat(result["positions"])
        ess = effective_sample_size(result["positions"])
        print(format_summary(name, result, rhat, ess, timer.elapsed))
        results[name] = result
    assert all(jnp.isfinite(r["positions"]).all() for r in results.values())
    return results


if __name__ == "__main__":
    main()
