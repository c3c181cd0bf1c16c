import jax

from charlm import CharTokenizer, generate, init_bigram


def main():
    tok = CharTokenizer("abcdefgh ")
    params = init_bigram(jax.random.key(0), tok.vocab_size)
    first = tok.encode("a")[0]
    greedy = generate(params, jax.random.key(1), first, 12, temperature=0.0)
    warm = generate(params, jax.random.key(2), first, 12, temperature=0.8)
    return tok.decode(greedy.tolist()), tok.decode(warm.tolist())


if __name__ == "__main__":
    print(main())
