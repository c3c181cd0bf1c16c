"""Compare bandit policies on a stationary and a drifting Bernoulli bandit over several seeds."""
import jax

from banditlab import BernoulliBandit, Experiment, make_policy
from banditlab.envs import DriftingBandit
from banditlab.report import RegretLog, summarize


def main():
    log = RegretLog()
    means = [0.2, 0.35, 0.5, 0.65, 0.8]
    results = {}
    for env_name, env in (("stationary", BernoulliBandit(means)), ("drifting", DriftingBandit(means, period=50))):
        for name in ("ucb", "thompson", "eps_greedy", "softmax"):
            policy = make_policy(name, n_arms=env.n_arms)
            experiment = Experiment(policy, env, horizon=200, n_seeds=8, hooks=[log])
            results[(env_name, name)] = experiment.run(jax.random.PRNGKey(0))
    print(summarize(results))
    print(log.final)
    return results


if __name__ == "__main__":
    main()
