from expt.train import fit

if __name__ == "__main__":
    print(fit())
