// The article page's sections share one heading and table style.
import styled from 'styled-components';

export const Section = styled.section`
  margin-top: 2rem;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 0 0 0.75rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    max-width: 48rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 600;
    width: 40%;
  }
  ul.downloads {
    padding-left: 1.25rem;
  }
`;
