"""Fit a RealNVP-style flow to two moons, then a small VAE on the same points."""
import jax

from flowlib import FlowConfig, VAEConfig, build_flow, VAE
from flowlib.data import two_moons
from flowlib.training import fit, make_eval_step


def main():
    x = two_moons(jax.random.PRNGKey(0), 256)
    flow = build_flow(FlowConfig(dim=2, layers=("actnorm", "coupling", "reverse") * 2, hidden=32))
    flow_params = fit(flow.loss, flow.init(jax.random.PRNGKey(1), x), x, steps=30, lr=3e-3)
    evaluate = make_eval_step(flow)
    print("flow bits/dim", evaluate(flow_params, x))

    vae = VAE(VAEConfig(dim=2, latent=2, hidden=32, kl_warmup=20))
    vae_params = fit(vae.loss, vae.init(jax.random.PRNGKey(2)), x, steps=30, lr=3e-3, with_key=True)
    print("vae elbo", -vae.loss(vae_params, x, jax.random.PRNGKey(3), 30))


if __name__ == "__main__":
    main()
