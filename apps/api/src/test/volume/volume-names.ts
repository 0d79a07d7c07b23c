/**
 * Names for the seeded patients (ADR 124): common US first names by sex at birth and common
 * surnames, each with a weight that roughly follows how often Americans hold it (per 100,000
 * people, rounded), so a frequent surname or fragment matches a realistic share of patients.
 * Behind the listed surnames comes a long tail of plausible, rarer ones made from common
 * English place-name parts, so a rare name matches a handful of patients, as in a real list.
 */

export interface WeightedName {
  name: string;
  weight: number;
}

const FEMALE = `Mary 262 Patricia 110 Jennifer 110 Linda 103 Elizabeth 94 Barbara 98 Susan 81 Jessica 80 Sarah 76 Karen 71
Lisa 66 Nancy 63 Betty 52 Sandra 55 Margaret 56 Ashley 62 Kimberly 60 Emily 62 Donna 50 Michelle 54 Carol 49 Amanda 58
Melissa 50 Deborah 46 Stephanie 50 Dorothy 38 Rebecca 44 Sharon 39 Laura 45 Cynthia 41 Amy 44 Kathleen 38 Angela 40
Shirley 30 Brenda 33 Emma 40 Anna 34 Pamela 30 Nicole 36 Samantha 38 Katherine 34 Christine 30 Helen 27 Debra 28
Rachel 33 Carolyn 25 Janet 25 Maria 42 Catherine 24 Heather 28 Diane 24 Olivia 36 Julie 24 Joyce 20 Victoria 26
Ruth 20 Virginia 18 Lauren 27 Kelly 24 Christina 24 Joan 17 Evelyn 20 Judith 16 Andrea 22 Hannah 24 Megan 24
Cheryl 16 Jacqueline 18 Martha 15 Madison 22 Teresa 17 Gloria 14 Sara 17 Janice 13 Ann 15 Kathryn 15 Abigail 18
Sophia 22 Frances 12 Jean 12 Alice 12 Judy 12 Isabella 20 Julia 15 Grace 15 Amber 14 Denise 12 Danielle 16
Marilyn 10 Beverly 10 Charlotte 14 Natalie 14 Theresa 11 Diana 12 Brittany 14 Doris 9 Kayla 13 Alexis 12 Lori 10
Marie 10 Mia 13 Ava 14 Ella 10 Chloe 10 Camila 9 Valeria 7 Gabriela 8 Ximena 4 Priya 5 Mei 4 Aaliyah 7 Zoe 8`;

const MALE = `James 331 Robert 314 John 327 Michael 436 David 364 William 244 Richard 193 Joseph 185 Thomas 147 Christopher 210
Charles 121 Daniel 191 Matthew 156 Anthony 119 Mark 104 Donald 101 Steven 120 Andrew 108 Paul 91 Joshua 121 Kenneth 81
Kevin 95 Brian 99 Timothy 76 Ronald 86 George 77 Jason 100 Edward 59 Jeffrey 82 Ryan 82 Jacob 80 Nicholas 78 Gary 66
Eric 68 Jonathan 72 Stephen 58 Larry 52 Justin 66 Scott 60 Brandon 64 Benjamin 58 Samuel 50 Gregory 48 Alexander 55
Patrick 47 Frank 45 Raymond 42 Jack 40 Dennis 38 Jerry 37 Tyler 47 Aaron 42 Jose 44 Adam 40 Nathan 38 Henry 32
Zachary 34 Douglas 30 Peter 30 Kyle 35 Noah 36 Ethan 36 Jeremy 30 Christian 30 Walter 25 Keith 25 Austin 28 Roger 21
Terry 21 Sean 27 Gerald 20 Carl 20 Dylan 25 Harold 18 Jordan 24 Jesse 21 Bryan 20 Lawrence 17 Arthur 16 Gabriel 20
Bruce 15 Logan 22 Billy 15 Joe 14 Alan 16 Juan 20 Elijah 20 Willie 13 Albert 14 Wayne 13 Randy 14 Mason 18 Vincent 14
Liam 20 Roy 12 Bobby 12 Caleb 14 Bradley 13 Russell 12 Lucas 16 Carlos 14 Luis 14 Miguel 12 Wei 4 Raj 4 Omar 5`;

const SURNAMES = `Smith 828 Johnson 655 Williams 550 Brown 488 Jones 477 Garcia 395 Miller 393 Davis 382 Rodriguez 310 Martinez 298
Hernandez 284 Lopez 237 Gonzalez 233 Wilson 229 Anderson 216 Thomas 210 Taylor 206 Moore 196 Jackson 194 Martin 194
Lee 190 Perez 176 Thompson 174 White 172 Harris 160 Sanchez 156 Clark 146 Ramirez 144 Lewis 142 Robinson 140 Walker 136
Young 131 Allen 130 King 125 Wright 125 Scott 118 Torres 115 Nguyen 114 Hill 114 Flores 114 Green 113 Adams 112
Nelson 111 Baker 110 Hall 109 Rivera 108 Campbell 106 Mitchell 105 Carter 104 Roberts 104 Gomez 101 Phillips 100
Evans 99 Turner 98 Diaz 97 Parker 96 Cruz 95 Edwards 95 Collins 94 Reyes 94 Stewart 93 Morris 92 Morales 90 Murphy 89
Cook 88 Rogers 88 Gutierrez 87 Ortiz 86 Morgan 86 Cooper 85 Peterson 84 Bailey 84 Reed 83 Kelly 82 Howard 82 Ramos 81
Kim 81 Cox 80 Ward 80 Richardson 79 Watson 78 Brooks 77 Chavez 77 Wood 77 James 76 Bennett 76 Gray 75 Mendoza 75
Ruiz 75 Hughes 74 Price 74 Alvarez 74 Castillo 73 Sanders 73 Patel 73 Myers 72 Long 72 Ross 71 Foster 71 Jimenez 70
Powell 69 Jenkins 68 Perry 68 Russell 67 Sullivan 67 Bell 67 Coleman 66 Butler 66 Henderson 65 Barnes 65 Gonzales 64
Fisher 63 Vasquez 63 Simmons 62 Romero 62 Jordan 61 Patterson 61 Alexander 60 Hamilton 60 Graham 59 Reynolds 59
Griffin 58 Wallace 58 Moreno 57 West 57 Cole 56 Hayes 56 Bryant 55 Herrera 55 Gibson 54 Ellis 54 Tran 54 Medina 53
Aguilar 52 Stevens 52 Murray 52 Ford 51 Castro 51 Marshall 51 Owens 50 Harrison 50 Fernandez 50 McDonald 49 Woods 49
Washington 49 Kennedy 48 Wells 48 Vargas 48 Henry 47 Chen 47 Freeman 47 Webb 46 Tucker 46 Guzman 46 Burns 46
Crawford 45 Olson 45 Simpson 45 Porter 44 Hunter 44 Gordon 44 Mendez 44 Silva 43 Shaw 43 Snyder 43 Mason 43 Dixon 42
Munoz 42 Hunt 42 Hicks 41 Holmes 41 Palmer 41 Wagner 40 Black 40 Robertson 40 Boyd 40 Rose 39 Stone 39 Salazar 39
Fox 38 Warren 38 Mills 38 Meyer 38 Rice 38 Schmidt 37 Garza 37 Daniels 37 Ferguson 36 Nichols 36 Stephens 36 Soto 36
Weaver 35 Ryan 35 Gardner 35 Payne 35 Grant 35 Dunn 34 Kelley 34 Spencer 34 Hawkins 34 Arnold 33 Pierce 33 Vazquez 33
Hansen 33 Peters 33 Santos 33 Hart 32 Bradley 32 Knight 32 Elliott 32 Cunningham 32 Duncan 32 Armstrong 31 Hudson 31
Carroll 31 Lane 31 Riley 31 Andrews 31 Alvarado 30 Ray 30 Delgado 30 Berry 30 Perkins 30 Hoffman 30 Johnston 29
Matthews 29 Pena 29 Richards 29 Contreras 29 Willis 29 Carpenter 29 Lawrence 28 Sandoval 28 Wong 28 Nakamura 12 Singh 25
Dawson 16 Carlson 16 Nielsen 8 Larsen 9 Hanson 14 Erickson 14 Swanson 13 Gustafson 7 Olsen 9 Jensen 13 Dominguez 17 Benitez 9
Ibarra 10 Nunez 14 Salinas 12 Trujillo 11 Valdez 16 Zamora 9 Acosta 15 Cabrera 11 Cardenas 10 Espinoza 14 Fuentes 10
Guerrero 16 Lara 11 Maldonado 14 Molina 15 Navarro 14 Rios 15 Rojas 12 Velasquez 10 Kowalski 7 Nowak 6 Novak 7 Kovacs 4
Schneider 14 Fischer 10 Weber 13 Becker 12 Schultz 13 Keller 12 Klein 12 Wolf 12 Zimmerman 13 Braun 6 Hartman 9 Werner 7
McCarthy 12 McCoy 12 McDaniel 12 McGee 11 McKenzie 7 McLaughlin 8 McBride 9 Chang 14 Huang 12 Lin 14 Liu 11 Wu 10 Yang 13
Zhang 9 Tanaka 4 Park 14 Choi 7 Kang 6 Cho 5 Pham 10 Le 12 Shah 8 Gupta 6 Kumar 9 Cohen 14 Levy 5 Katz 6 Rossi 4 Russo 6
Costa 5 Romano 6 Dubois 3 Fontaine 3`;

/** Parts of English place-names; joined, they give plausible surnames (Ashford, Whitfield…) rarer than any listed. */
const TAIL_STARTS = `Ash Black Brad Brook Castle Chester Clay Cold Crane Dal Dun East Elm Fair Fern Fox Glen Gold Green Hale
Har Hart Hay Heath Holl Kings Lang Lock Marsh Mid Mill Moor Nor Oak Pem Red Ridge Rock Rush Sand Shel Stan Stock Sut
Thorn Wake Wal War Well West Whit Win Wood Wor`.split(/\s+/);

const TAIL_ENDS = `ford ley ton wood worth field well by more ham stead wick bridge land croft hurst mere dale burn cott den
gate holt hill brook`.split(/\s+/);

/**
 * Share of patients whose surname comes from the tail rather than the list: half, so a frequent
 * surname (Smith) matches about 1.5 % of patients, a fragment common to many names ("son") about
 * one in ten, and a rare surname a few dozen.
 */
const TAIL_SHARE = 0.5;

function parseWeighted(text: string): WeightedName[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const names: WeightedName[] = [];
  for (let index = 0; index < tokens.length; index += 2) {
    names.push({ name: tokens[index]!, weight: Number(tokens[index + 1]) });
  }
  return names;
}

export const FEMALE_FIRST_NAMES: readonly WeightedName[] = parseWeighted(FEMALE);
export const MALE_FIRST_NAMES: readonly WeightedName[] = parseWeighted(MALE);

/** The listed surnames, then the tail sharing `TAIL_SHARE` of the weight equally. */
export function surnames(): WeightedName[] {
  const listed = parseWeighted(SURNAMES);
  const listedWeight = listed.reduce((sum, entry) => sum + entry.weight, 0);
  const tail = TAIL_STARTS.flatMap((start) => TAIL_ENDS.map((end) => `${start}${end}`)).filter((name, index, all) => all.indexOf(name) === index && !listed.some((entry) => entry.name === name));
  const tailWeight = (listedWeight * TAIL_SHARE) / (1 - TAIL_SHARE) / tail.length;
  return [...listed, ...tail.map((name) => ({ name, weight: tailWeight }))];
}

/**
 * The entries as `slots` equal slots, each holding as many as its weight earns (cumulative
 * rounding, so they add up to exactly `slots`): the seed picks a slot by a number from 0 to
 * `slots - 1`, so picking by weight is one equality join.
 */
export function weightedSlots<T extends { weight: number }>(entries: readonly T[], slots: number): T[] {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  const out: T[] = [];
  let cumulative = 0;
  for (const entry of entries) {
    cumulative += entry.weight;
    const end = Math.round((cumulative / total) * slots);
    while (out.length < end) {
      out.push(entry);
    }
  }
  return out;
}
